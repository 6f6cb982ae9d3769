"""Verb ``exile_top``: "<player> exiles the top N cards of their library" (CR 406.3: face up; with fewer cards
there, all of them — the Ulamog ruling). ``remember`` names the exiled cards."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef, Remember


class ExileTop(EffectBase):
    do: Literal["exile_top"]
    amount: Amount
    who: PlayerRef = "you"
    remember: Remember | None = None


def render(e: ExileTop) -> str:
    from manastack.cards.phrases import amount_words, sentence

    words = {2: "two", 3: "three", 4: "four", 20: "twenty"}
    n = words.get(e.amount, amount_words(e.amount)) if isinstance(e.amount, int) else amount_words(e.amount)
    return sentence(e.who, "exile", f"the top {n} cards of their library")
