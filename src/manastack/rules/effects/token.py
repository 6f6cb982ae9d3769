"""Verb ``create_token``: "<player> creates N <token> tokens" (CR 111)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.rules.effects.base import Ctx, EffectBase, amount, players
from manastack.rules.zones import create_token


class CreateToken(EffectBase):
    do: Literal["create_token"]
    token: str
    amount: int | str = 1
    who: str = "you"
    tapped: bool = False


def apply(ctx: Ctx, e: CreateToken) -> None:
    """CR 111.2: the player who creates a token is its owner and controller. The token is the one the card's
    own file defines by that name, else the game's pool's (an unknown name fails before anything changes)."""
    token = ctx.game.cards.token(e.token, ctx.obj.copy_of or ctx.obj.definition)
    for pid in players(ctx, e.who):
        for _ in range(amount(ctx, e.amount)):
            create_token(ctx.game, token, pid, tapped=e.tapped)


def render(e: CreateToken) -> str:
    tapped = "tapped " if e.tapped else ""
    return sentence(e.who, "create", count_of(e.amount, f"{tapped}{e.token} token"))
