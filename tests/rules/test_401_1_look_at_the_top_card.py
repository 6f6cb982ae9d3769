"""CR 401.1, 608.2d, 208.1, 611.3a: Fecund Greenshell — "whenever this or another creature you control with
toughness greater than its power enters, look at the top card of your library …" and "as long as you control ten
or more lands, creatures you control get +2/+2"."""

from __future__ import annotations

from helpers import cast, events, named, position, pt, resolve
from manastack.types.enums import Zone


def _greenshell(library: list[str], lands: int = 5, hand: tuple[str, ...] = ()):   # type: ignore[no-untyped-def]
    game = position(battlefield=(["Forest"] * lands, []), hand=(["Fecund Greenshell", *hand], []),
                    library=(library, ["Island"] * 5))
    cast(game, "Fecund Greenshell")
    return game


def test_401_1_a_nonland_card_goes_to_the_hand_unasked():
    """608.2d: Shock isn't a land: it is put into the hand, no question; the look is Ana's alone (401.1)."""
    game = _greenshell(["Shock", "Island"])
    resolve(game)
    assert named(game, "Shock", Zone.HAND)
    assert not events(game, "look")


def test_208_1_a_creature_whose_toughness_is_not_greater_does_not_trigger_it():
    """208.1: Grizzly Bears (2/2) entering doesn't trigger it; the Greenshell itself (4/6) did."""
    game = _greenshell(["Shock", "Opt", "Island"], lands=7, hand=("Grizzly Bears",))
    resolve(game)
    cast(game, "Grizzly Bears")
    resolve(game)
    assert sum(1 for e in events(game, "triggered") if e.get("source").name == "Fecund Greenshell") == 1


def test_611_3a_ten_lands_give_your_creatures_plus_two():
    """611.3a: with nine lands, no bonus; a tenth (the top Forest put onto the battlefield) turns it on."""
    game = _greenshell(["Forest", "Island"], lands=9)
    resolve(game, "yes")
    assert pt(game, named(game, "Fecund Greenshell")) == (6, 8)
