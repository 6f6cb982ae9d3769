"""Verb ``phase_out``: "<objects> phase out" / "all permanents you control phase out" (CR 702.26, see
``rules.keywords.phasing``)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class PhaseOut(EffectBase):
    do: Literal["phase_out"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None


def render(e: PhaseOut) -> str:
    from manastack.cards.phrases import describe_filter

    who = e.what or f"each {describe_filter(e.each)}"
    return f"{who} phases out"

