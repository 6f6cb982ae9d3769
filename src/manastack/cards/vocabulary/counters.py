"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CounterKind, ObjectRef


class AddCounters(EffectBase):
    do: Literal["add_counters"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None    # "on each other creature you control that's a token or a Rabbit"
    kind: CounterKind = "+1/+1"
    amount: Amount = 1

    @model_validator(mode="after")
    def _one_of(self) -> AddCounters:
        if (self.what is None) == (self.each is None):
            raise ValueError("add_counters names 'what' or 'each', one of them")
        return self


def render(e: AddCounters) -> str:
    from manastack.cards.phrases import count_of, describe_filter

    where = e.what or f"each {describe_filter(e.each)}".replace("each another ", "each other ")
    return f"put {count_of(e.amount, e.kind + ' counter')} on {where}"

