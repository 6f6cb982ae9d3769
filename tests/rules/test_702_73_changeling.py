"""CR 702.73a, 604.3: changeling — "this object is every creature type", in every zone; not a land or artifact
type (205.3)."""

from __future__ import annotations

from helpers import named, position
from manastack.rules.characteristics import chars
from manastack.rules.conditions import controls
from manastack.types.enums import Zone


def test_702_73a_every_creature_type_in_every_zone():
    """702.73a, 604.3: in the graveyard and on the battlefield it is a Mouse, a Lizard, a Bird …"""
    game = position(battlefield=(["Barkform Harvester"], []), graveyard=(["Barkform Harvester"], []))
    for zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
        subtypes = chars(game.state, game.state.objects[named(game, "Barkform Harvester", zone)]).subtypes
        assert {"Mouse", "Lizard", "Bird", "Shapeshifter", "Time Lord"} <= subtypes


def test_205_3_not_a_land_or_artifact_type():
    """205.3: changeling gives creature types only: no Forest, no Equipment."""
    game = position(battlefield=(["Barkform Harvester"], []))
    subtypes = chars(game.state, game.state.objects[named(game, "Barkform Harvester")]).subtypes
    assert "Forest" not in subtypes and "Equipment" not in subtypes


def test_702_73a_it_counts_for_if_you_control_a_raccoon():
    """702.73a: "if you control a Raccoon" holds with a Barkform Harvester."""
    game = position(battlefield=(["Barkform Harvester"], []))
    assert controls(game.state, 0, "Raccoon") and not controls(game.state, 1, "Raccoon")
