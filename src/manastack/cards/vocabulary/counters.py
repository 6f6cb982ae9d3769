"""Verb ``add_counters``: "put N <kind> counters on <objects>" or "on each <filter>" (CR 122); with ``counters_of``,
"put its counters on <objects>": as many of each kind as that object had (as it last existed, CR 608.2h); with
``choose`` instead of ``what``: "put a +1/+1 counter on a <filter> you control" — the controller chooses one as it's
followed (608.2d)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CardRuleError, CounterKind, ObjectRef, Remember
from manastack.types.markers import N_


class AddCounters(EffectBase):
    do: Literal["add_counters"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None         # "on each other Squirrel you control" (Camellia, the Seedmiser)
    choose: ObjectFilter | None = None       # "on a Snail you control": one the controller chooses
    kind: CounterKind = "+1/+1"
    amount: Amount = 1
    for_each: ObjectFilter | None = None     # "… for each other Squirrel and/or Food you control" (608.2c)
    counters_of: ObjectRef | None = None     # "put its counters on …": the kinds and numbers that object had
    remember: Remember | None = None         # the permanents the counters went on ("It gains vigilance …")

    @model_validator(mode="after")
    def _one_of(self) -> AddCounters:
        if [self.what, self.each, self.choose].count(None) != 2:
            raise CardRuleError(N_("add_counters names one of 'what' (the objects), 'each' (a filter) or 'choose' (a "
                                   "filter to choose one by)"))
        return self


def render(e: AddCounters) -> str:
    from manastack.cards.phrases import count_of, describe_filter

    on = e.what if e.what is not None else count_of(1, describe_filter(e.choose)) if e.choose is not None else \
        "each " + describe_filter(e.each).replace("another ", "other ", 1)
    if e.counters_of is not None:
        return f"put {'its' if e.counters_of == 'this' else e.counters_of + chr(39) + 's'} counters on {on}"
    each = f" for each {describe_filter(e.for_each).replace('another ', 'other ', 1)}" if e.for_each else ""
    return f"put {count_of(e.amount, e.kind + ' counter')} on {on}{each}"
