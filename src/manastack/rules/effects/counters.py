"""Verb ``add_counters``: "put N <kind> counters on <objects>" (CR 122)."""


from __future__ import annotations

from manastack.cards.vocabulary.counters import AddCounters
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, amount, objects
from manastack.rules.filters import matches


def apply(ctx: Ctx, e: AddCounters) -> None:
    """CR 122.1: counters are markers placed on objects (each named one, or each permanent that fits ``each``)."""
    game = ctx.game
    if e.what is not None:
        named = objects(ctx, e.what)
    else:
        assert e.each is not None
        named = [o for o in game.battlefield if matches(game, game.objects[o], e.each, ctx.controller, ctx.source)]
    for oid in named:
        put_counters(ctx.game, oid, e.kind, amount(ctx, e.amount))

