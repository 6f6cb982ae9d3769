"""CR 115.1, 122.1: "target … card with mana value equal to the number of coin counters on Wishing Well" — the
counters on the ability's source as its target is chosen (603.12: the reflexive ability triggers after the counter
is put), and again as it resolves (608.2b)."""

from __future__ import annotations

from helpers import ANA, activate, counters, ids, named, position, resolve_top
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _activated(coins: int):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Wishing Well"], []), graveyard=(["Shock", "Divination", "Murder"], []))
    well = named(game, "Wishing Well")
    counters(game, well, "coin", coins)
    activate(game, well, 0)
    resolve_top(game)
    return game


def test_115_1_only_cards_whose_mana_value_equals_the_counters_are_targets():
    """115.1: with its third coin counter, the cards with mana value 3 can be targeted, Shock (1) can't."""
    game = _activated(2)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.TARGET
    assert set(decision.options) == {*ids(game, "Divination", Zone.GRAVEYARD, ANA), *ids(game, "Murder",
                                                                                        Zone.GRAVEYARD, ANA)}


def test_603_12_no_card_with_that_mana_value_no_target():
    """603.12, 603.3d: with its fifth coin counter no card in the graveyard has mana value 5: the reflexive
    ability has no legal target and is removed from the stack."""
    game = _activated(4)
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert not game.state.stack
