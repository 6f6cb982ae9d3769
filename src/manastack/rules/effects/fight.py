"""Verb ``fight`` (CR 701.14)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.words import ObjectRef
from manastack.rules.effects.base import Ctx, EffectBase, objects
from manastack.rules.keyword_actions import fight


class Fight(EffectBase):
    do: Literal["fight"]
    what: ObjectRef
    other: ObjectRef


def apply(ctx: Ctx, e: Fight) -> None:
    """CR 701.14b: if either creature is no longer on the battlefield, no damage is dealt."""
    a, b = objects(ctx, e.what), objects(ctx, e.other)
    if a and b:
        fight(ctx.game, a[0], b[0])


def render(e: Fight) -> str:
    return f"{e.what} fights {e.other}"
