"""CR 701.21a, 603.10a: "when you sacrifice [this]" triggers when it's sacrificed — to pay a cost or by an
instruction — and not when it leaves the battlefield another way."""

from __future__ import annotations

from helpers import activate, add_mana, cast, named, pool_with, position, resolve

CARDS = """
Test Snack:
  types: [Artifact]
  abilities:
    - kind: triggered
      when: {event: sacrifices}
      effects: [{do: gain_life, amount: 5}]
    - kind: activated
      cost: {sacrifice_self: true}
      effects: []
"""


def test_701_21a_sacrificed_to_its_own_cost():
    """701.21a: sacrificing it as a cost triggers it (it looks back, 603.10a)."""
    game = position(battlefield=(["Test Snack"], []), cards=pool_with(CARDS))
    activate(game, named(game, "Test Snack"), 1)
    resolve(game)
    assert game.state.players[0].life == 25


def test_701_21a_destroyed_is_not_sacrificed():
    """701.21a: destroying it isn't sacrificing it."""
    game = position(battlefield=(["Test Snack"], []), hand=(["Disenchant"], []), cards=pool_with(CARDS))
    add_mana(game, 0, "CW")
    cast(game, "Disenchant", named(game, "Test Snack"))
    resolve(game)
    assert game.state.players[0].life == 20
