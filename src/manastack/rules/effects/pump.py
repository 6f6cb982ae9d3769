"""Verb ``pump``: "<objects> get +N/+M until end of turn" (CR 613.4c, layer 7c)."""


from __future__ import annotations

from manastack.cards.schema import ObjectFilter
from manastack.cards.vocabulary.pump import Pump
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, amount, objects
from manastack.rules.events import emit, object_refs
from manastack.rules.filters import matches


def apply(ctx: Ctx, e: Pump) -> None:
    """CR 611.2c: the affected set is locked in as the effect begins, and so is an X (608.2h: its value is
    worked out once, as the effect begins)."""
    affected = tuple(affected_objects(ctx, e.what, e.each))
    if e.remember:
        ctx.results[e.remember] = affected
    if affected:
        x = amount(ctx, e.minus_x) if e.minus_x is not None else 0
        power = amount(ctx, e.power) - x
        toughness = amount(ctx, e.toughness) - (x if e.minus_x_on == "both" else 0)
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "7c", affected,
                   (("power", power), ("toughness", toughness)), e.duration)
        emit(ctx.game, "pump", "613.4c", objects=affected,
             data=(("variant", "end_of_turn" if e.duration == "end_of_turn" else ""),
                   ("objects", object_refs(ctx.game, affected)), ("count", len(affected)), ("power", power),
                   ("toughness", toughness)))



def affected_objects(ctx: Ctx, what: str | None, each: ObjectFilter | None) -> list[int]:
    """The objects an instruction names, or every permanent that fits ``each``."""
    found = objects(ctx, what) if what else []
    if each is not None:
        game = ctx.game
        found += [oid for oid in game.battlefield
                  if matches(game, game.objects[oid], each, ctx.controller, ctx.source)]
    return found

