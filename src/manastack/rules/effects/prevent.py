"""Verb ``prevent``: "prevent the next N damage that would be dealt to <target> this turn" (CR 615.7), or all
of it (615.1a)."""


from __future__ import annotations

from manastack.cards.vocabulary.prevent import Prevent
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects


def apply(ctx: Ctx, e: Prevent) -> None:
    """CR 615.7: a prevention shield that is used up as it prevents damage; CR 615.1a: "prevent all damage"
    is never used up. Either lasts until end of turn. A target may be a player; other references name objects."""
    affected = ctx.targets[e.to] if e.to in ctx.targets else tuple(objects(ctx, e.to))
    change: tuple[tuple[str, object], ...] = (("all", True),) if e.amount == "all" else (("amount", e.amount),)
    if e.colorless_sources:      # CR 105.2c, 615.1a: only damage from sources with no color
        change += (("colorless", True),)
    for tid in affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "prevent", (tid,), change, "end_of_turn")
