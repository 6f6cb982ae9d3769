"""Verb ``lose_abilities``: "<object> loses all abilities" — a layer 6 effect (CR 613.1f) from a resolved spell or
ability (611.2), read by ``characteristics.lost_abilities`` wherever abilities are looked up."""


from __future__ import annotations

from manastack.cards.vocabulary.lose_abilities import LoseAbilities
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit, object_refs


def apply(ctx: Ctx, e: LoseAbilities) -> None:
    """CR 611.2c: the affected objects are locked in as the effect begins."""
    affected = tuple(objects(ctx, e.what))
    if not affected:
        return
    game = ctx.game
    add_effect(game, ctx.source or ctx.obj.id, ctx.controller, "6", affected, (("lose_all", True),), e.duration)
    emit(game, "lose_abilities", "613.1f", objects=affected,
         data=(("variant", e.duration), ("objects", object_refs(game, affected))))

