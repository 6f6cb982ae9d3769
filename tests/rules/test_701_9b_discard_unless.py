"""CR 701.9b, 118.12a: "each opponent discards two cards unless they discard a nonland card" — the player
chooses: one nonland card (then may stop), or two cards of any kind; and the hand-size words of Bandit's
Talent: "if that player has one or fewer cards in hand", "for each opponent who has one or fewer cards"."""

from __future__ import annotations

from helpers import cast, choose, named, pass_priority, pool_with, position, resolve
from manastack.rules.conditions import holds
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

CARDS = """
Test Squeeze:
  cost: "{B}"
  types: [Sorcery]
  spell:
    effects:
      - {do: discard, who: opponents, amount: 2, unless: {not_types: [Land]}}
      - {do: draw, amount: "opponents_hand_at_most:1"}
"""


def _game(hand):  # type: ignore[no-untyped-def]
    return position(battlefield=(["Swamp"], []), hand=(["Test Squeeze"], hand), cards=pool_with(CARDS))


def test_701_9b_one_nonland_card_and_stop():
    """118.12a: Bo discards Hill Giant and stops; one card left in his hand, so Ana draws one (one opponent)."""
    game = _game(["Hill Giant", "Island", "Island"])
    cast(game, "Test Squeeze")
    resolve(game, named(game, "Hill Giant"), "done")
    assert [game.state.objects[c].card for c in game.state.players[1].hand] == ["Island", "Island"]
    assert len(game.state.players[0].hand) == 0


def test_701_9b_a_land_first_means_two_cards():
    """701.9b: a land discarded first doesn't satisfy "unless": a second card must follow (no stopping)."""
    game = _game(["Island", "Island", "Hill Giant"])
    cast(game, "Test Squeeze")
    pass_priority(game)
    pass_priority(game)
    choose(game, game.state.players[1].hand[0])
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and "done" not in game.decision.options


def test_701_9b_two_cards_in_hand_one_nonland_is_still_a_choice():
    """118.12a: with two cards, one of them nonland, Bo may discard just that one."""
    game = _game(["Hill Giant", "Island"])
    cast(game, "Test Squeeze")
    resolve(game, named(game, "Hill Giant"), "done")
    assert game.state.objects[named(game, "Island", Zone.HAND, 1)].zone is Zone.HAND
    assert len(game.state.players[0].hand) == 1


def test_402_that_player_has_one_or_fewer_cards():
    """"if that player has one or fewer cards in hand" reads the player whose turn it is (Ana, with one card)."""
    game = _game([])
    source = game.state.objects[game.state.battlefield[0]]
    assert holds(game.state, source, "active_hand_at_most:1")
    assert not holds(game.state, source, "active_hand_at_most:0")
