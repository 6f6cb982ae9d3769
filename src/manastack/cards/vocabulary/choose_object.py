"""Verb ``choose_object``: "choose a <filter>" — a permanent chosen as the instruction is followed, not targeted
(CR 608.2d), remembered under ``remember`` for the instructions after it ("Create a token that's a copy of it")."""

from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, Remember


class ChooseObject(EffectBase):
    do: Literal["choose_object"]
    filter: ObjectFilter = ObjectFilter()
    among: ObjectRef | None = None     # "choose one of them": among objects an earlier instruction remembered
    remember: Remember


def render(e: ChooseObject) -> str:
    from manastack.cards.phrases import describe_filter

    if e.among is not None:
        return f"choose one of {e.among}"
    noun = describe_filter(e.filter)
    return f"choose {'an' if noun[:1] in 'aeiou' else 'a'} {noun}"
