"""CR 604.3, 613.4a: a characteristic-defining ability defining power ("Vile Aggregate's power is equal to the
number of colorless creatures you control") works in every zone and, on the battlefield, applies in layer 7a."""

from __future__ import annotations

from helpers import counters, named, position, pt
from manastack.cards.pool import CardPool
from manastack.types.enums import Zone


def test_604_3_the_power_is_defined_in_the_hand():
    """604.3: in the hand it counts the colorless creatures its owner controls (not the opponent's)."""
    game = position(battlefield=(["Culling Drone", "Hill Giant"], ["Mist Intruder"]), hand=(["Vile Aggregate"], []))
    assert pt(game, named(game, "Vile Aggregate", Zone.HAND)) == (1, 5)


def test_613_4a_on_the_battlefield_it_counts_itself_and_counters_apply_after():
    """613.4a, 613.4c: the count (itself and Culling Drone: 2) is the base a +1/+1 counter modifies."""
    game = position(battlefield=(["Vile Aggregate", "Culling Drone"], []))
    aggregate = named(game, "Vile Aggregate")
    assert pt(game, aggregate) == (2, 5)
    counters(game, aggregate, "+1/+1", 1)
    assert pt(game, aggregate) == (3, 6)


def test_208_2a_the_printed_power_is_a_star():
    """208.2a: a power defined by a characteristic-defining ability is printed "*"."""
    assert CardPool.builtin()["Vile Aggregate"].printed_power == "*"
