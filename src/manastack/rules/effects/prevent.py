"""Verb ``prevent``: "prevent the next N damage that would be dealt to <target> this turn" (CR 615)."""


from __future__ import annotations

from manastack.cards.vocabulary.prevent import Prevent
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx


def apply(ctx: Ctx, e: Prevent) -> None:
    """CR 615.7: a prevention shield that is used up as it prevents damage; it lasts until end of turn."""
    for tid in ctx.targets.get(e.to, ()):
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "prevent", (tid,), (("amount", e.amount),),
                   "end_of_turn")

