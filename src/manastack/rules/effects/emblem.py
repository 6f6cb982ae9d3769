"""Verb ``emblem``: a player gets an emblem (CR 114.1)."""


from __future__ import annotations

from manastack.cards.vocabulary.emblem import GetEmblem
from manastack.rules.effects.base import Ctx, players
from manastack.rules.emblems import create_emblem


def apply(ctx: Ctx, e: GetEmblem) -> None:
    """CR 114.1: each named player gets the emblem in the command zone (the pool's definition by that name)."""
    definition = ctx.game.cards.find(e.emblem)
    for pid in players(ctx, e.who):
        create_emblem(ctx.game, definition, pid, ctx.source or ctx.obj.id)
