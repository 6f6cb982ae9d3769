"""Verb ``grant``: "<objects> gain <keywords>" (CR 613.1f, layer 6)."""


from __future__ import annotations

from manastack.cards.vocabulary.grant import Grant
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx
from manastack.rules.effects.pump import affected_objects
from manastack.rules.events import emit, object_refs


def apply(ctx: Ctx, e: Grant) -> None:
    """CR 613.1f: ability-adding effects apply in layer 6."""
    affected = tuple(affected_objects(ctx, e.what, e.each))
    if affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "6", affected, (("add", e.keywords),),
                   e.duration)
        emit(ctx.game, "grant", "613.1f", objects=affected,
             data=(("objects", object_refs(ctx.game, affected)), ("count", len(affected)),
                   ("keywords", tuple(e.keywords))))

