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
    choose_one: bool = False      # "gains your choice of double strike or trample": one of ``keywords``


def render(e: Grant) -> str:
    from manastack.cards.phrases import describe_filter

    who = e.what or f"each {describe_filter(e.each)}"
    tail = {"end_of_turn": " until end of turn", "until_your_next_turn": " until your next turn"}.get(e.duration, "")
    if e.choose_one:
        words = [k.lower() for k in e.keywords]
        choice = " or ".join(words) if len(words) < 3 else f"{', '.join(words[:-1])}, or {words[-1]}"
        return f"{who} gains your choice of {choice}{tail}"
    return f"{who} gains {' and '.join(k.lower() for k in e.keywords)}{tail}"

