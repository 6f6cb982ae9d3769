"""Verb ``phase_out``: "<objects> phase out" / "all permanents you control phase out" (CR 702.26, see
``rules.keywords.phasing``)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.schema import ObjectFilter
from manastack.cards.words import ObjectRef
from manastack.rules.effects.base import Ctx, EffectBase
from manastack.rules.effects.pump import affected_objects
from manastack.rules.keywords.phasing import phase_out


class PhaseOut(EffectBase):
    do: Literal["phase_out"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None


def apply(ctx: Ctx, e: PhaseOut) -> None:
    """CR 702.26b: the permanents phase out at once (with what is attached to them, 702.26g)."""
    phase_out(ctx.game, affected_objects(ctx, e.what, e.each))


def render(e: PhaseOut) -> str:
    from manastack.cards.render import describe_filter

    who = e.what or f"each {describe_filter(e.each)}"
    return f"{who} phases out"
