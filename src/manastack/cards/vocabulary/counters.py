"""Verb ``add_counters``: "put N <kind> counters on <objects>" or "on each <filter>" (CR 122)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CounterKind, ObjectRef


class AddCounters(EffectBase):
    do: Literal["add_counters"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None         # "on each other Squirrel you control" (Camellia, the Seedmiser)
    kind: CounterKind = "+1/+1"
    amount: Amount = 1
    for_each: ObjectFilter | None = None     # "… for each other Squirrel and/or Food you control" (608.2c)

    @model_validator(mode="after")
    def _one_of(self) -> AddCounters:
        if (self.what is None) == (self.each is None):
            raise ValueError("add_counters names either 'what' or 'each'")
        return self


def render(e: AddCounters) -> str:
    from manastack.cards.phrases import count_of, describe_filter

    on = e.what if e.what is not None else "each " + describe_filter(e.each).replace("another ", "other ", 1)
    each = f" for each {describe_filter(e.for_each).replace('another ', 'other ', 1)}" if e.for_each else ""
    return f"put {count_of(e.amount, e.kind + ' counter')} on {on}{each}"

