"""Verb ``create_token``: "<player> creates N <token> tokens" (CR 111)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef, Remember


class CreateToken(EffectBase):
    do: Literal["create_token"]
    token: str            # the token's key in the card files (its in-play name unless it says otherwise)
    amount: Amount = 1
    who: PlayerRef = "you"
    tapped: bool = False
    attacking: bool = False       # "… that's tapped and attacking" (CR 508.4)
    remember: Remember | None = None      # the tokens made, for "that token" or "if you do" (608.2c)


def render(e: CreateToken) -> str:
    if e.attacking:
        return sentence(e.who, "create", count_of(e.amount, f"{e.token} token")) + " that's tapped and attacking"
    tapped = "tapped " if e.tapped else ""
    return sentence(e.who, "create", count_of(e.amount, f"{tapped}{e.token} token"))
