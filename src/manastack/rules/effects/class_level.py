"""Verb ``become_level``: the Class's level becomes N (CR 716.2a)."""

from __future__ import annotations

from manastack.cards.vocabulary.class_level import BecomeLevel
from manastack.rules.class_levels import become_level
from manastack.rules.effects.base import Ctx
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: BecomeLevel) -> None:
    """CR 716.2a: the level ability's source becomes level N; a Class that has left the battlefield has no
    level to change (the object it became is a new one, 400.7)."""
    source = ctx.game.objects.get(ctx.source) if ctx.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD:
        become_level(ctx.game, source, e.level)
