"""CR 614.1a: "If [a creature] would die this turn, exile it instead" — a replacement effect lasting the turn
(``exile_if_dies``, ``replacement.dying_to``); 700.4: "dies" is being put into a graveyard from the battlefield."""

from __future__ import annotations

from helpers import BO, advance_to, cast, named, position, resolve
from manastack.types.enums import Step, Zone


def test_614_1a_the_creature_dealt_damage_goes_to_exile_instead_of_the_graveyard():
    """614.1a: the event "put into a graveyard" is replaced by "exiled"; no dies trigger sees it (700.4)."""
    game = position(battlefield=(["Mountain"] * 3, ["Blisterpod"]), hand=(["Touch of the Void"], []))
    cast(game, "Touch of the Void", named(game, "Blisterpod"))
    resolve(game)
    assert named(game, "Blisterpod", Zone.EXILE, BO)
    assert not [o for o in game.state.battlefield if game.state.objects[o].card == "Eldrazi Scion"]


def test_614_1a_only_creatures_dealt_damage_this_way_are_affected():
    """614.1a: "a creature dealt damage this way" — damage to a player adds no effect."""
    game = position(battlefield=(["Mountain"] * 3, []), hand=(["Touch of the Void"], []))
    cast(game, "Touch of the Void", -1001)
    resolve(game)
    assert not [e for e in game.state.effects if e.layer == "replacement"]


def test_514_2_the_effect_ends_with_the_turn():
    """514.2, 611.2a: "this turn" — after the cleanup step the creature dies normally again."""
    game = position(battlefield=(["Mountain"] * 3, ["Tide Drifter"]), hand=(["Touch of the Void"], []))
    cast(game, "Touch of the Void", named(game, "Tide Drifter"))
    resolve(game)
    assert [e for e in game.state.effects if e.layer == "replacement"]
    advance_to(game, Step.UPKEEP)
    assert not [e for e in game.state.effects if e.layer == "replacement"]
