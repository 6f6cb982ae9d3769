"""Verb ``draw``: "<player> draws N cards" (CR 121)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef


class Draw(EffectBase):
    do: Literal["draw"]
    amount: Amount = 1
    who: PlayerRef = "you"


def render(e: Draw) -> str:
    if isinstance(e.amount, str) and e.amount.startswith("power_of:"):   # "draw cards equal to its power"
        from manastack.cards.phrases import amount_words

        return sentence(e.who, "draw", f"cards equal to {amount_words(e.amount)}")
    return sentence(e.who, "draw", count_of(e.amount, "card"))

