"""CR 122.1, 614.1a: a permanent with a finality counter that would be put into a graveyard from the battlefield
is exiled instead; it may still go to other zones normally (ruling); it didn't die (700.4)."""

from __future__ import annotations

from helpers import counters, named, position
from manastack.rules.zones import move
from manastack.types.enums import Zone


def test_614_1a_destroyed_it_is_exiled_instead():
    """614.1a: to the graveyard → exile; it is not counted as having died."""
    game = position(battlefield=(["Grizzly Bears"], []))
    bears = named(game, "Grizzly Bears")
    counters(game, bears, "finality", 1)
    new = move(game.state, bears, Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    assert new is not None and new.zone is Zone.EXILE
    assert game.state.died == []


def test_614_1a_to_a_hand_it_goes_normally():
    """Ruling: finality counters don't stop a permanent from going to its owner's hand."""
    game = position(battlefield=(["Grizzly Bears"], []))
    bears = named(game, "Grizzly Bears")
    counters(game, bears, "finality", 1)
    new = move(game.state, bears, Zone.HAND)
    assert new is not None and new.zone is Zone.HAND
