"""CR 701.9b, 701.20a: "they reveal their hand, you choose a nonland card from it, and they discard that card" —
the hand is revealed to everyone and the effect's controller chooses among the cards that fit."""

from __future__ import annotations

from helpers import ANA, BO, P1, cast, choose, events, position, resolve_top
from manastack.rules.damage import lose_life
from manastack.types.decisions import DecisionKind


def test_701_9b_the_controller_chooses_among_the_nonland_cards():
    """701.9b: Ana (not Bo) chooses; Bo's Island isn't offered; his hand was revealed (701.20a)."""
    game = position(battlefield=(["Swamp"] * 3, []), hand=(["Thought-Stalker Warlock"], ["Island", "Shock",
                                                                                         "Hill Giant"]))
    lose_life(game.state, BO, 1)
    cast(game, "Thought-Stalker Warlock")
    resolve_top(game)
    choose(game, P1)
    resolve_top(game)
    decision = game.decision
    assert decision.kind is DecisionKind.CHOOSE_OBJECT and decision.player == ANA
    assert {game.state.objects[o].card for o in decision.options} == {"Shock", "Hill Giant"}
    assert [e for e in events(game, "reveal") if e.player == BO]


def test_701_9b_a_single_fitting_card_is_discarded_without_a_question():
    """701.9b: with one nonland card, it is the one discarded."""
    game = position(battlefield=(["Swamp"] * 3, []), hand=(["Thought-Stalker Warlock"], ["Island", "Shock"]))
    lose_life(game.state, BO, 1)
    cast(game, "Thought-Stalker Warlock")
    resolve_top(game)
    choose(game, P1)
    resolve_top(game)
    assert [game.state.objects[o].card for o in game.state.players[BO].graveyard] == ["Shock"]
    assert [game.state.objects[o].card for o in game.state.players[BO].hand] == ["Island"]
