"""Verb ``fight`` (CR 701.14)."""


from __future__ import annotations

from manastack.cards.vocabulary.fight import Fight
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.keyword_actions import fight


def apply(ctx: Ctx, e: Fight) -> None:
    """CR 701.14b: if either creature is no longer on the battlefield, no damage is dealt."""
    a, b = objects(ctx, e.what), objects(ctx, e.other)
    if a and b:
        fight(ctx.game, a[0], b[0])

