"""Verb ``may_cast_exiled``: "you may cast that card for as long as it remains exiled[, and mana of any type
can be spent to cast it]" (CR 601.3, 609.4b; see ``rules.cast_permissions``)."""


from __future__ import annotations

from manastack.cards.vocabulary.may_cast_exiled import MayCastExiled
from manastack.rules.cast_permissions import grant
from manastack.rules.effects.base import Ctx, objects
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: MayCastExiled) -> None:
    """CR 601.3, 607.2a: the permission is linked to this spell and to the card it exiled."""
    for oid in objects(ctx, e.what):
        if ctx.game.objects[oid].zone is Zone.EXILE:
            duration = "permanent" if e.duration == "exiled" else e.duration
            grant(ctx.game, oid, ctx.controller, ctx.source or ctx.obj.id, e.any_mana, e.play, duration)

