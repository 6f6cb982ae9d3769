"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122); with ``counters_of``, "put its counters
on <objects>": as many of each kind as that object had (as it last existed, CR 608.2h)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CounterKind, ObjectRef


class AddCounters(EffectBase):
    do: Literal["add_counters"]
    what: ObjectRef
    kind: CounterKind = "+1/+1"
    amount: Amount = 1
    counters_of: ObjectRef | None = None


def render(e: AddCounters) -> str:
    from manastack.cards.phrases import count_of

    if e.counters_of is not None:
        return f"put {'its' if e.counters_of == 'this' else e.counters_of + chr(39) + 's'} counters on {e.what}"
    return f"put {count_of(e.amount, e.kind + ' counter')} on {e.what}"

