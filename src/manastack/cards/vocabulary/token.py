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
    remember: Remember | None = None     # the tokens made: "exile that token at the beginning of the next end step"


def render(e: CreateToken) -> str:
    tapped = "tapped " if e.tapped else ""
    return sentence(e.who, "create", count_of(e.amount, f"{tapped}{e.token} token"))




