"""Verb ``phase_out``: "<objects> phase out" / "all permanents you control phase out" (CR 702.26, see
``rules.keywords.phasing``)."""


from __future__ import annotations

from manastack.cards.vocabulary.phase_out import PhaseOut
from manastack.rules.effects.base import Ctx
from manastack.rules.effects.pump import affected_objects
from manastack.rules.keywords.phasing import phase_out


def apply(ctx: Ctx, e: PhaseOut) -> None:
    """CR 702.26b: the permanents phase out at once (with what is attached to them, 702.26g)."""
    phase_out(ctx.game, affected_objects(ctx, e.what, e.each))

