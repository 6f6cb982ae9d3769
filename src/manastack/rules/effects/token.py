"""Verb ``create_token``: "<player> creates N <token> tokens" (CR 111)."""


from __future__ import annotations

from manastack.cards.vocabulary.token import CreateToken
from manastack.rules.effects.base import Ctx, amount, players
from manastack.rules.zones import create_token


def apply(ctx: Ctx, e: CreateToken) -> None:
    """CR 111.2: the player who creates a token is its owner and controller."""
    for pid in players(ctx, e.who):
        for _ in range(amount(ctx, e.amount)):
            create_token(ctx.game, e.token, pid, tapped=e.tapped)

