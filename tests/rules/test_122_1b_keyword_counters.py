"""CR 122.1b: a keyword counter (a flying counter) gives the permanent it's on that keyword; it is lost with the
counter."""

from __future__ import annotations

from helpers import counters, named, position
from manastack.rules.counters import remove_counters


def test_122_1b_a_flying_counter_gives_flying():
    """122.1b: Grizzly Bears with a flying counter has flying, and loses it with the counter."""
    game = position(battlefield=(["Grizzly Bears"], []))
    bears = named(game, "Grizzly Bears")
    assert "Flying" not in game.characteristics(bears).keywords
    counters(game, bears, "flying", 1)
    assert "Flying" in game.characteristics(bears).keywords
    remove_counters(game.state, bears, "flying", 1)
    assert "Flying" not in game.characteristics(bears).keywords
