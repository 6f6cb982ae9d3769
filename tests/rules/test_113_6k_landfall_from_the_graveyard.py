"""CR 113.6k: a triggered ability that can't trigger from the battlefield triggers from the zone it names —
Akoum Firebird's landfall ("return it from your graveyard") from the graveyard only."""

from __future__ import annotations

from helpers import named, play_land, position, resolve
from manastack.types.enums import Zone


def test_113_6k_the_firebird_triggers_from_the_graveyard():
    """113.6k: Akoum Firebird in Ana's graveyard: a land entering triggers it; paying returns it."""
    game = position(battlefield=(["Mountain"] * 6, []), hand=(["Mountain"], []), graveyard=(["Akoum Firebird"], []))
    play_land(game, "Mountain")
    assert len(game.state.stack) == 1
    resolve(game, "yes")
    assert game.state.objects[named(game, "Akoum Firebird")].zone is Zone.BATTLEFIELD


def test_113_6k_not_from_the_battlefield():
    """113.6k: Akoum Firebird on the battlefield: its landfall doesn't trigger."""
    game = position(battlefield=(["Akoum Firebird"], []), hand=(["Mountain"], []))
    play_land(game, "Mountain")
    assert not game.state.stack
