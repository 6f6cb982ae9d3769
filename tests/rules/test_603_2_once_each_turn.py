"""CR 603.2: "This ability triggers only once each turn" — after it has triggered in a turn, the trigger event
happening again that turn doesn't trigger it; a new turn, it may trigger again."""

from __future__ import annotations

from helpers import advance_to, cast, pool_with, position, resolve
from manastack.types.enums import Step

WATCHER = """
Token Watcher:
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: enters, who: any, filter: {token: true, controller: you}}
      once_each_turn: true
      effects: [{do: gain_life, amount: 1}]
"""


def test_603_2_three_tokens_at_once_trigger_it_once():
    """603.2: Hop to It's three Rabbits enter; the ability triggers for the first only."""
    game = position(battlefield=(["Token Watcher", "Plains", "Plains", "Plains"], []), hand=(["Hop to It"], []),
                    cards=pool_with(WATCHER))
    cast(game, "Hop to It")
    resolve(game)
    assert game.state.players[0].life == 21


def test_603_2_it_triggers_again_next_turn():
    """603.2: "each turn": on a later turn it triggers again."""
    game = position(battlefield=(["Token Watcher"] + ["Plains"] * 3, []), hand=(["Hop to It", "Hop to It"], []),
                    cards=pool_with(WATCHER))
    cast(game, "Hop to It")
    resolve(game)
    advance_to(game, Step.MAIN1, turn=5)
    cast(game, "Hop to It")
    resolve(game)
    assert game.state.players[0].life == 22


def test_603_2_the_rules_text_says_so():
    """603.2: the restriction is printed after the ability."""
    from manastack.cards.render import rules_text

    assert rules_text(pool_with(WATCHER)["Token Watcher"]).endswith("This ability triggers only once each turn.")
