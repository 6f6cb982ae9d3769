"""Verb ``exile``: "exile <objects>" (CR 406)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, Remember


class Exile(EffectBase):
    do: Literal["exile"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None        # "exile all creatures with power 5 or greater"
    until_leaves: bool = False              # "… until this leaves the battlefield" (CR 610.3)
    remember: Remember | None = None

    @model_validator(mode="after")
    def _one_of(self) -> Exile:
        if (self.what is None) == (self.each is None):
            raise ValueError("exile names its objects with exactly one of 'what' and 'each'")
        return self


def render(e: Exile) -> str:
    from manastack.cards.phrases import describe_filter

    what = e.what or f"each {describe_filter(e.each)}"
    return f"exile {what}" + (" until this leaves the battlefield" if e.until_leaves else "")

