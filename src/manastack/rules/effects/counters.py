"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122)."""


from __future__ import annotations

from manastack.cards.vocabulary.counters import AddCounters
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.effects.pump import affected_objects


def apply(ctx: Ctx, e: AddCounters) -> None:
    """CR 122.1: counters are markers placed on objects (those named, or each permanent that fits, 608.2c),
    here by the controller of the spell or ability."""
    n = amount(ctx, e.amount)
    if e.for_each is not None:     # counted once, as the instruction is followed (608.2c)
        n *= len(affected_objects(ctx, None, e.for_each))
    for oid in affected_objects(ctx, e.what, e.each):
        if n:
            put_counters(ctx.game, oid, e.kind, n, by=ctx.controller)

