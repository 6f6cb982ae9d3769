"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122)."""


from __future__ import annotations

from manastack.cards.vocabulary.counters import AddCounters
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.effects.pump import affected_objects


def apply(ctx: Ctx, e: AddCounters) -> None:
    """CR 122.1: counters are markers placed on objects (each one fitting ``each`` as the instruction is
    followed, 608.2h)."""
    for oid in affected_objects(ctx, e.what, e.each):
        put_counters(ctx.game, oid, e.kind, amount(ctx, e.amount))

