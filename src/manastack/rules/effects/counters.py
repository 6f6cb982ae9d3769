"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.words import Amount, CounterKind, ObjectRef
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, EffectBase, amount, objects


class AddCounters(EffectBase):
    do: Literal["add_counters"]
    what: ObjectRef
    kind: CounterKind = "+1/+1"
    amount: Amount = 1


def apply(ctx: Ctx, e: AddCounters) -> None:
    """CR 122.1: counters are markers placed on objects."""
    for oid in objects(ctx, e.what):
        put_counters(ctx.game, oid, e.kind, amount(ctx, e.amount))


def render(e: AddCounters) -> str:
    from manastack.cards.phrases import count_of

    return f"put {count_of(e.amount, e.kind + ' counter')} on {e.what}"
