"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122); with ``counters_of``, "put its counters
on <objects>": as many of each kind as that object had (as it last existed, CR 608.2h); with ``choose`` instead of
``what``: "put a +1/+1 counter on a <filter> you control" — the controller chooses one as it's followed (608.2d)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CounterKind, ObjectRef


class AddCounters(EffectBase):
    do: Literal["add_counters"]
    what: ObjectRef | None = None
    choose: ObjectFilter | None = None
    kind: CounterKind = "+1/+1"
    amount: Amount = 1
    counters_of: ObjectRef | None = None

    @model_validator(mode="after")
    def _one_way(self) -> AddCounters:
        if (self.what is None) == (self.choose is None):
            raise ValueError("add_counters names either 'what' (the objects) or 'choose' (a filter to choose one by)")
        return self


def render(e: AddCounters) -> str:
    from manastack.cards.phrases import count_of, describe_filter

    what = e.what if e.choose is None else count_of(1, describe_filter(e.choose))
    if e.counters_of is not None:
        return f"put {'its' if e.counters_of == 'this' else e.counters_of + chr(39) + 's'} counters on {what}"
    return f"put {count_of(e.amount, e.kind + ' counter')} on {what}"

