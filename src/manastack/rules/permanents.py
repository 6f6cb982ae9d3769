"""Permanents entering the battlefield (CR 608.3, 110.2, 302.6) and copies (CR 707.2, 706)."""

from __future__ import annotations

from manastack.rules.copiable import CopyValues
from manastack.rules.zones import move
from manastack.types.enums import Zone
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def enter_from_stack(game: GameState, spell: GameObject, copy: CopyValues | None = None) -> GameObject | None:
    """CR 608.3a: a permanent spell becomes a permanent under its controller's control; it keeps the
    record of the costs it was cast with, so "if its gift was promised" can be read (702.174b).
    ``copy`` is the copiable values chosen as it enters (CR 614.1c, 707.2, Clone)."""
    from manastack.rules.effects.enter_as_copy import as_copy_variant
    from manastack.rules.graveyard_permissions import entering_counters
    from manastack.rules.keywords.enchant import enchant_target, enter_attached

    enchant = enchant_target(spell)
    new = move(game, spell.id, Zone.BATTLEFIELD, controller=spell.controller, rule="608.3a",
               why=as_copy_variant("enters", copy), copy=copy,
               counters=entering_counters(spell.chosen))   # CR 122.6: "that creature enters with …"
    if new is not None and enchant is not None:
        enter_attached(game, new, enchant)     # CR 303.4b: an Aura spell enters attached to its target
    return new
