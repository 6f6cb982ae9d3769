"""CR 208.1: "the greatest power among creatures you control" (the amount ``greatest_power``), read as the
instruction is followed."""

from __future__ import annotations

from helpers import cast, counters, named, pool_with, position, resolve

DRAW = """
Test Draw:
  cost: "{U}"
  types: [Sorcery]
  spell: {effects: [{do: draw, amount: greatest_power}]}
"""


def test_208_1_draws_the_greatest_power_among_your_creatures():
    """208.1: Hill Giant with a counter (4) beats Grizzly Bears; Bo's bigger creature doesn't count."""
    game = position(battlefield=(["Island", "Hill Giant", "Grizzly Bears"], ["Galewind Moose"]),
                    hand=(["Test Draw"], []), cards=pool_with(DRAW))
    counters(game, named(game, "Hill Giant"), "+1/+1", 1)
    cast(game, "Test Draw")
    resolve(game)
    assert len(game.state.players[0].hand) == 4


def test_208_1_no_creature_draws_nothing():
    """208.1: with no creature the greatest power is 0."""
    game = position(battlefield=(["Island"], []), hand=(["Test Draw"], []), cards=pool_with(DRAW))
    cast(game, "Test Draw")
    resolve(game)
    assert game.state.players[0].hand == []
