"""CR 118.12: "… unless they sacrifice a nonland permanent or discard a card" — a cost paid on resolution with two
costs to choose from: the player picks one of those they can pay, or neither (Thornplate Intimidator's ruling
2024-07-26: they may always choose not to pay)."""

from __future__ import annotations

from helpers import ANA, BO, P1, add_mana, cast, choose, deciding, life, position, resolve_top
from manastack.types.decisions import DecisionKind


def _enter(bo_battlefield: list[str], bo_hand: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=([], bo_battlefield), hand=(["Thornplate Intimidator"], bo_hand))
    add_mana(game, ANA, "BBBB")
    cast(game, "Thornplate Intimidator", choices=["no"])
    resolve_top(game)          # the creature enters; its ability goes on the stack, targeting Bo
    choose(game, P1)
    resolve_top(game)
    return game


def test_118_12_both_costs_payable_both_are_offered_and_not_paying() -> None:
    """118.12: with a nonland permanent and a card in hand, Bo may sacrifice, discard, or neither."""
    game = _enter(["Grizzly Bears"], ["Shock"])
    assert game.decision.kind is DecisionKind.YES_NO and deciding(game) == BO
    assert game.decision.options == ("yes", "or", "no")


def test_118_12_only_the_payable_cost_is_offered() -> None:
    """118.12: a cost the player can't pay isn't offered — with only a land, Bo may discard or not."""
    game = _enter(["Mountain"], ["Shock"])
    assert game.decision.options == ("or", "no")


def test_118_12_neither_payable_the_life_is_lost() -> None:
    """118.12: a cost that can't be paid counts as not paid — Bo, with no nonland permanent and no card, loses 3."""
    game = _enter(["Mountain"], [])
    assert life(game) == (20, 17)
