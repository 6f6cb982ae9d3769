"""CR 608.2d: "target opponent exiles an enchantment they control" — that player chooses among the enchantments they
control as the effect is applied; with only one, it is exiled without a question; with none, nothing happens."""

from __future__ import annotations

from helpers import ANA, BO, P1, cast, named, position, resolve_top
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _winter(bo_battlefield: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Swamp"] * 5 + ["Banishing Light"], bo_battlefield), hand=(["Early Winter"], []))
    cast(game, "Early Winter", P1, choices=[1])
    resolve_top(game)
    return game


def test_608_2d_the_opponent_chooses_among_their_enchantments():
    """608.2d: Bo, not Ana, chooses; Ana's Banishing Light isn't offered."""
    game = _winter(["Banishing Light", "Hill Giant", "Banishing Light"])
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and game.decision.player == BO
    assert [game.state.objects[o].owner for o in game.decision.options] == [BO, BO]


def test_608_2d_a_single_enchantment_is_exiled_and_none_is_nothing():
    """608.2d: one enchantment: it's exiled; Ana's stays."""
    game = _winter(["Banishing Light"])
    assert game.state.objects[named(game, "Banishing Light", owner=BO)].zone is Zone.EXILE
    assert game.state.objects[named(game, "Banishing Light", owner=ANA)].zone is Zone.BATTLEFIELD
    empty = _winter(["Hill Giant"])
    assert empty.state.exile == []
