"""Replacement effects (CR 614) that change how permanents enter the battlefield."""

from __future__ import annotations

from manastack.rules.events import note
from manastack.types.state import GameState


def entering_controller(game: GameState, controller: int, is_creature: bool, name: str) -> int:
    """CR 614.1: "If a creature would enter under an opponent's control this turn, it enters under yours
    instead" (Gather Specimens). The most recent such effect applies (614.5: each applies once)."""
    if not is_creature:
        return controller
    for effect in reversed(game.effects):
        if effect.layer == "replacement" and effect.get("kind") == "steal_entering" \
                and effect.controller != controller:
            note(game, "replaced", "614.1", "{0} enters under {1}'s control instead.",
                 (name, game.players[effect.controller].name), player=effect.controller)
            return effect.controller
    return controller
