"""CR 608.2d, 406.2: "the defending player exiles two permanents they control" — that player chooses, one at a
time, before any moves; with two or fewer, all of them go (Bane of Bala Ged)."""

from __future__ import annotations

from helpers import BO, attack, choose, named, position, resolve_top
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _bane(bo: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Bane of Bala Ged"], bo))
    attack(game, named(game, "Bane of Bala Ged"))
    resolve_top(game)
    return game


def test_608_2d_the_defending_player_chooses_two():
    """608.2d: Bo is asked twice, only about his own permanents; the third stays."""
    game = _bane(["Grizzly Bears", "Serra Angel", "Plains"])
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and game.decision.player == BO
    choose(game, named(game, "Plains"))
    assert named(game, "Plains") not in game.decision.options
    choose(game, named(game, "Serra Angel"))
    assert game.state.objects[named(game, "Grizzly Bears")].zone is Zone.BATTLEFIELD
    assert game.state.objects[named(game, "Serra Angel")].zone is Zone.EXILE


def test_608_2d_two_or_fewer_all_go():
    """608.2d: with one permanent, no question: it is exiled."""
    game = _bane(["Grizzly Bears"])
    assert game.state.objects[named(game, "Grizzly Bears")].zone is Zone.EXILE
