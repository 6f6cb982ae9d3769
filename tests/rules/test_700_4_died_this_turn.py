"""CR 700.4: "dies" — the amounts "for each creature you controlled that died this turn" (``died_this_turn``) and
"the number of creature cards in your graveyard" (``graveyard_creatures``); and CR 701.21a with "each player
sacrifices a creature": each chooses in APNAP order, then all are sacrificed at once."""

from __future__ import annotations

from helpers import advance_to, cast, named, pool_with, position, resolve
from manastack.types.enums import Step, Zone

CARDS = """
Test Count:
  cost: "{B}"
  types: [Instant]
  spell:
    effects:
      - {do: draw, amount: died_this_turn}
      - {do: lose_life, who: opponents, amount: graveyard_creatures}
Test Cull:
  cost: "{B}"
  types: [Sorcery]
  spell: {effects: [{do: sacrifice, who: each_player, filter: {types: [Creature]}}]}
"""


def test_700_4_only_your_creatures_that_died_this_turn_count():
    """700.4: Ana's Grizzly Bears died (Bo's didn't count: his); the graveyard holds one creature card."""
    game = position(battlefield=(["Swamp", "Mountain", "Mountain", "Grizzly Bears"], ["Grizzly Bears"]),
                    hand=(["Shock", "Shock", "Test Count"], []), cards=pool_with(CARDS))
    cast(game, "Shock", named(game, "Grizzly Bears", owner=0))
    resolve(game)
    cast(game, "Shock", named(game, "Grizzly Bears", owner=1))
    resolve(game)
    cast(game, "Test Count")
    resolve(game)
    assert len(game.state.players[0].hand) == 1
    assert game.state.players[1].life == 19


def test_700_4_a_new_turn_forgets_who_died():
    """700.4: "this turn": next turn the count starts again."""
    game = position(battlefield=(["Swamp", "Mountain", "Grizzly Bears"], []), hand=(["Shock", "Test Count"], []),
                    cards=pool_with(CARDS))
    cast(game, "Shock", named(game, "Grizzly Bears"))
    resolve(game)
    advance_to(game, Step.MAIN1, turn=5)
    cast(game, "Test Count")
    resolve(game)
    assert len(game.state.players[0].hand) == 1     # the turn-5 draw only


def test_701_21a_each_player_chooses_then_all_are_sacrificed():
    """701.21a (ruling): the active player chooses first, then each other player; then all at once."""
    game = position(battlefield=(["Swamp", "Grizzly Bears", "Hill Giant"], ["Grizzly Bears", "Hill Giant"]),
                    hand=(["Test Cull"], []), cards=pool_with(CARDS))
    cast(game, "Test Cull")
    resolve(game, named(game, "Hill Giant", owner=0), named(game, "Grizzly Bears", owner=1))
    assert game.state.objects[named(game, "Grizzly Bears", owner=0)].zone is Zone.BATTLEFIELD
    assert game.state.objects[named(game, "Hill Giant", owner=1)].zone is Zone.BATTLEFIELD
    assert game.state.died == [0, 1]
