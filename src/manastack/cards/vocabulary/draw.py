"""Verb ``draw``: "<player> draws N cards" (CR 121); ``optional``: "you may have <player> draw N cards" (608.2d),
the choice remembered under ``remember`` for an "If you do" (default ``paid``)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef, Remember


class Draw(EffectBase):
    do: Literal["draw"]
    amount: Amount = 1
    who: PlayerRef = "you"
    optional: bool = False
    remember: Remember = "paid"


def render(e: Draw) -> str:
    if isinstance(e.amount, str) and e.amount.startswith("power_of:"):   # "draw cards equal to its power"
        from manastack.cards.phrases import amount_words

        return sentence(e.who, "draw", f"cards equal to {amount_words(e.amount)}")
    if e.optional:
        from manastack.cards.phrases import subject

        have = "" if e.who == "you" else f"have {subject(e.who)} "
        return f"you may {have}draw {count_of(e.amount, 'card')}"
    return sentence(e.who, "draw", count_of(e.amount, "card"))

