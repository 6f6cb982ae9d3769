"""CR 122.1: "put a +1/+1 counter on each <filter>" puts one on every permanent that fits; CR 208.1: "if creatures
you control have total power N or greater" adds their powers as they are then; CR 608.2d: "put a +1/+1 counter on
a creature you control. It gains …" — the one chosen on resolution, remembered for the next instruction."""

from __future__ import annotations

from helpers import cast, named, pool_with, position, resolve

CARDS = """
Test Growth:
  cost: "{G}"
  types: [Sorcery]
  spell:
    effects:
      - {do: add_counters, each: {types: [Creature], controller: you, any_of: [{token: true}, {subtypes: [Rabbit]}]}}
      - {do: gain_life, amount: 5, if: "total_power_at_least:6"}
"""


def test_122_1_each_token_or_rabbit_gets_a_counter():
    """122.1: the Rabbit token and the Rabbit card get one; Hill Giant and Bo's creature don't."""
    game = position(battlefield=(["Forest", "Rabbit", "Brave-Kin Duo", "Hill Giant"], ["Grizzly Bears"]),
                    hand=(["Test Growth"], []), cards=pool_with(CARDS))
    cast(game, "Test Growth")
    resolve(game)
    counts = {game.state.objects[o].card: game.state.objects[o].counters.get("+1/+1", 0)
              for o in game.state.battlefield}
    assert counts == {"Forest": 0, "Rabbit": 1, "Brave-Kin Duo": 1, "Hill Giant": 0, "Grizzly Bears": 0}
    assert game.state.players[0].life == 25      # 2 + 2 + 3 = 7 total power


def test_208_1_total_power_below_the_number():
    """208.1: Grizzly Bears alone: total power 2, no life gained."""
    game = position(battlefield=(["Forest", "Grizzly Bears"], []), hand=(["Test Growth"], []),
                    cards=pool_with(CARDS))
    cast(game, "Test Growth")
    resolve(game)
    assert game.state.players[0].life == 20


CHOSEN = """
Test Chosen Growth:
  cost: "{G}"
  types: [Sorcery]
  spell:
    effects:
      - {do: add_counters, choose: {types: [Creature], controller: you}, remember: it}
      - {do: grant, what: it, keywords: [Trample]}
"""


def test_122_1_the_creature_chosen_gets_the_counter_and_is_remembered():
    """122.1, 608.2d: Ana chooses Hill Giant as the spell resolves: it alone gets the counter, and "it gains
    trample" is about that creature."""
    game = position(battlefield=(["Forest", "Grizzly Bears", "Hill Giant"], []), hand=(["Test Chosen Growth"], []),
                    cards=pool_with(CHOSEN))
    cast(game, "Test Chosen Growth")
    resolve(game, named(game, "Hill Giant"))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    assert game.state.objects[giant].counters.get("+1/+1") == 1 and not game.state.objects[bears].counters
    assert "Trample" in game.characteristics(giant).keywords
    assert "Trample" not in game.characteristics(bears).keywords
