"""Verb ``may_cast_exiled``: "you may cast [or play] that card [for as long as it remains exiled | this turn |
until the end of your next turn | until your next end step]" (CR 601.3, 305.1, 609.4b, 611.2b; see
``rules.cast_permissions``)."""


from __future__ import annotations

from manastack.cards.vocabulary.may_cast_exiled import MayCastExiled
from manastack.rules.cast_permissions import grant
from manastack.rules.effects.base import Ctx, objects
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: MayCastExiled) -> None:
    """CR 601.3, 607.2a: the permission is linked to this spell or ability and to the card it exiled."""
    for oid in objects(ctx, e.what):
        if ctx.game.objects[oid].zone is Zone.EXILE:
            grant(ctx.game, oid, ctx.controller, ctx.source or ctx.obj.id, e.any_mana, e.play, e.duration)
