"""Verb ``grant``: "<objects> gain <keywords>" (CR 613.1f, layer 6)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import Keywords, ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Grant(EffectBase):
    do: Literal["grant"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None
    keywords: Keywords
    duration: Literal["end_of_turn", "permanent", "until_your_next_turn"] = "end_of_turn"


def render(e: Grant) -> str:
    from manastack.cards.phrases import describe_filter

    who = e.what or f"each {describe_filter(e.each)}"
    if e.keywords == ("Can't be blocked",):   # CR 509.1b: a restriction, said as one
        return f"{who} can't be blocked{' this turn' if e.duration == 'end_of_turn' else ''}"
    tail = " until end of turn" if e.duration == "end_of_turn" else ""
    return f"{who} gains {' and '.join(k.lower() for k in e.keywords)}{tail}"

