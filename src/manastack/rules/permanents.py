"""Permanents entering the battlefield (CR 608.3, 110.2, 302.6) and copies (CR 707.2, 706)."""

from __future__ import annotations

from manastack.rules.zones import move
from manastack.types.enums import Zone
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def enter_from_stack(game: GameState, spell: GameObject) -> GameObject | None:
    """CR 608.3a: a permanent spell becomes a permanent under its controller's control; it keeps the
    record of the costs it was cast with, so "if its gift was promised" can be read (702.174b)."""
    controller = replaced_controller(game, spell.controller)
    return move(game, spell.id, Zone.BATTLEFIELD, controller=controller, rule="608.3a",
                why="enters the battlefield")


def replaced_controller(game: GameState, controller: int) -> int:
    """CR 614.1: "if a creature would enter under an opponent's control, it enters under yours instead"."""
    for effect in game.effects:
        if effect.layer == "replacement" and effect.get("kind") == "steal_entering" \
                and effect.controller != controller:
            return effect.controller
    return controller
