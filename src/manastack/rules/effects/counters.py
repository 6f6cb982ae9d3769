"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122)."""


from __future__ import annotations

from manastack.cards.vocabulary.counters import AddCounters
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, amount, objects


def apply(ctx: Ctx, e: AddCounters) -> None:
    """CR 122.1: counters are markers placed on objects, here by the controller of the spell or ability."""
    for oid in objects(ctx, e.what):
        put_counters(ctx.game, oid, e.kind, amount(ctx, e.amount), by=ctx.controller)

