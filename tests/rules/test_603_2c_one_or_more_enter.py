"""CR 603.2c: "whenever one or more <permanents> enter" triggers once for the objects that enter in one event —
here, those an instruction puts onto the battlefield together — and again for a later event."""

from __future__ import annotations

from helpers import cast, pool_with, position, resolve

CARDS = """
Batch Watcher:
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: enters, who: any, one_or_more: true, filter: {token: true, controller: you}}
      effects: [{do: gain_life, amount: 1}]
Two Treasures:
  cost: "{W}"
  types: [Sorcery]
  spell:
    effects:
      - {do: create_token, token: Treasure, amount: 2}
      - {do: create_token, token: Rabbit}
"""


def test_603_2c_two_tokens_from_one_instruction_trigger_it_once():
    """603.2c: the two Treasures enter together (one trigger); the Rabbit, made by the next instruction, is another."""
    game = position(battlefield=(["Batch Watcher", "Plains"], []), hand=(["Two Treasures"], []),
                    cards=pool_with(CARDS))
    cast(game, "Two Treasures")
    resolve(game)
    assert game.state.players[0].life == 22


def test_603_2c_the_rules_text_says_one_or_more():
    """603.2c: rendered "Whenever one or more tokens you control enter"."""
    from manastack.cards.render import rules_text

    assert rules_text(pool_with(CARDS)["Batch Watcher"]).startswith("Whenever one or more tokens you control enter")
