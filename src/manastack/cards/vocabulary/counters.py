"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CounterKind, ObjectRef


class AddCounters(EffectBase):
    do: Literal["add_counters"]
    what: ObjectRef
    kind: CounterKind = "+1/+1"
    amount: Amount = 1


def render(e: AddCounters) -> str:
    from manastack.cards.phrases import count_of

    return f"put {count_of(e.amount, e.kind + ' counter')} on {e.what}"

