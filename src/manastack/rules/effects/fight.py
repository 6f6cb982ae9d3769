"""Verb ``fight`` (CR 701.14)."""


from __future__ import annotations

from manastack.cards.vocabulary.fight import Fight
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.keyword_actions import fight
from manastack.types.decisions import Decision


def apply(ctx: Ctx, e: Fight) -> Decision | None:
    """CR 701.14b: if either creature is no longer on the battlefield, no damage is dealt. CR 616.1: the order of
    the effects modifying the damage is asked first where it matters (the question is returned)."""
    a, b = objects(ctx, e.what), objects(ctx, e.other)
    if a and b:
        return fight(ctx.game, a[0], b[0], ctx.answers)
    return None

