"""Verb ``add_counters``: "put N <kind> counters on <objects>", or "put its counters on <objects>" (CR 122)."""


from __future__ import annotations

from manastack.cards.vocabulary.counters import AddCounters
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, amount, objects, remembered
from manastack.rules.zones import last_known


def apply(ctx: Ctx, e: AddCounters) -> None:
    """CR 122.1: counters are markers placed on objects."""
    kinds = [(e.kind, amount(ctx, e.amount))] if e.counters_of is None else _counters_of(ctx, e.counters_of)
    for oid in objects(ctx, e.what):
        for kind, n in kinds:
            put_counters(ctx.game, oid, kind, n)


def _counters_of(ctx: Ctx, ref: str) -> list[tuple[str, int]]:
    """CR 608.2h: the counters of each kind the object had, read as it last existed (it has died, say): the
    same numbers are put on — nothing is moved."""
    found = [last_known(ctx.game, oid) for oid in remembered(ctx, ref)]
    return [(kind, n) for o in found if o is not None for kind, n in sorted(o.counters.items())]

