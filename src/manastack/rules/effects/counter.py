"""Verb ``counter``: "counter target spell" (CR 701.6)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.words import ObjectRef
from manastack.rules.effects.base import Ctx, EffectBase, objects
from manastack.rules.keyword_actions import counter as counter_object


class Counter(EffectBase):
    do: Literal["counter"]
    what: ObjectRef = "target"


def apply(ctx: Ctx, e: Counter) -> None:
    """CR 701.6a: remove the spell from the stack to its owner's graveyard."""
    for oid in objects(ctx, e.what):
        counter_object(ctx.game, oid)


def render(e: Counter) -> str:
    return f"counter {e.what}"
