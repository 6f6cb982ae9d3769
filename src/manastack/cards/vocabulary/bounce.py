"""Verb ``bounce``: "return <target> to its owner's hand" (CR 400.7)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Bounce(EffectBase):
    do: Literal["bounce"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None     # "return each nonland, nontoken permanent to its owner's hand"
    to: Literal["hand", "library_top"] = "hand"

    @model_validator(mode="after")
    def _one_of(self) -> Bounce:
        if (self.what is None) == (self.each is None):
            raise ValueError("bounce names 'what' or 'each', one of them")
        return self


def render(e: Bounce) -> str:
    from manastack.cards.phrases import describe_filter

    what = e.what or f"each {describe_filter(e.each)}"
    where = "its owner's hand" if e.to == "hand" else "top of its owner's library"
    return f"put {what} on {where}" if e.to != "hand" else f"return {what} to {where}"

