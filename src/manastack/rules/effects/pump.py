"""Verb ``pump``: "<objects> get +N/+M until end of turn" (CR 613.4c, layer 7c)."""


from __future__ import annotations

from manastack.cards.schema import ObjectFilter
from manastack.cards.vocabulary.pump import Pump
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit, object_refs
from manastack.rules.filters import matches


def apply(ctx: Ctx, e: Pump) -> None:
    """CR 611.2c: the affected set is locked in as the effect begins."""
    affected = tuple(affected_objects(ctx, e.what, e.each))
    if affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "7c", affected,
                   (("power", e.power), ("toughness", e.toughness)), e.duration)
        emit(ctx.game, "pump", "613.4c", objects=affected,
             data=(("variant", "end_of_turn" if e.duration == "end_of_turn" else ""),
                   ("objects", object_refs(ctx.game, affected)), ("count", len(affected)), ("power", e.power),
                   ("toughness", e.toughness)))


def affected_objects(ctx: Ctx, what: str | None, each: ObjectFilter | None) -> list[int]:
    """The objects an instruction names, or every permanent that fits ``each``."""
    found = objects(ctx, what) if what else []
    if each is not None:
        game = ctx.game
        found += [oid for oid in game.battlefield
                  if matches(game, game.objects[oid], each, ctx.controller, ctx.source)]
    return found

