"""Verb ``add_counters``: "put N <kind> counters on <objects>", or "put its counters on <objects>" (CR 122)."""


from __future__ import annotations

from manastack.cards.vocabulary.counters import AddCounters
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, amount, choose_permanent, remembered
from manastack.rules.effects.pump import affected_objects
from manastack.rules.zones import last_known
from manastack.types.decisions import Decision, Prompt


def apply(ctx: Ctx, e: AddCounters) -> Decision | None:
    """CR 122.1: counters are markers placed on objects (those named, each permanent that fits, 608.2c, or one the
    controller chooses, 608.2d), here by the controller of the spell or ability."""
    found = _chosen(ctx, e) if e.choose is not None else affected_objects(ctx, e.what, e.each)
    if isinstance(found, Decision):
        return found
    n = amount(ctx, e.amount)
    if e.for_each is not None:     # counted once, as the instruction is followed (608.2c)
        n *= len(affected_objects(ctx, None, e.for_each))
    kinds = [(e.kind, n)] if e.counters_of is None else _counters_of(ctx, e.counters_of)
    for oid in found:
        for kind, count in kinds:
            if count:
                put_counters(ctx.game, oid, kind, count, by=ctx.controller)
    if e.remember:
        ctx.results[e.remember] = tuple(found)
    return None


def _chosen(ctx: Ctx, e: AddCounters) -> list[int] | Decision:
    """CR 608.2d: "on a Snail you control" — the controller chooses one of them as the instruction is followed."""
    assert e.choose is not None
    return choose_permanent(ctx, e.choose, Prompt.of("counters_choose_permanent"))


def _counters_of(ctx: Ctx, ref: str) -> list[tuple[str, int]]:
    """CR 608.2h: the counters of each kind the object had, read as it last existed (it has died, say): the
    same numbers are put on — nothing is moved."""
    found = [last_known(ctx.game, oid) for oid in remembered(ctx, ref)]
    return [(kind, n) for o in found if o is not None for kind, n in sorted(o.counters.items())]

