"""Verb ``create_token``: "<player> creates N <token> tokens" (CR 111)."""


from __future__ import annotations

from manastack.cards.vocabulary.token import CreateToken
from manastack.rules.effects.base import Ctx, amount, players
from manastack.rules.zones import create_token


def apply(ctx: Ctx, e: CreateToken) -> None:
    """CR 111.2: the player who creates a token is its owner and controller. The token is the one the card's
    own file defines by that name, else the game's pool's (an unknown name fails before anything changes)."""
    token = ctx.game.cards.token(e.token, ctx.obj.copy_of or ctx.obj.definition)
    made: list[int] = []
    for pid in players(ctx, e.who):
        for _ in range(amount(ctx, e.amount)):
            new = create_token(ctx.game, token, pid, tapped=e.tapped)
            if new is not None:
                made.append(new.id)
    if e.remember:
        ctx.results[e.remember] = tuple(made)

