"""Verb ``mill``: "<player> [may] mill(s) N cards" — the top N cards of their library go to their graveyard
(CR 701.17). ``remember`` names the milled cards (701.17c: "the milled cards" are the ones put there this way)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef, Remember


class Mill(EffectBase):
    do: Literal["mill"]
    amount: Amount = 1
    who: PlayerRef = "you"
    optional: bool = False
    remember: Remember | None = None


def render(e: Mill) -> str:
    cards = count_of(e.amount, "card")
    return sentence(e.who, "may", f"mill {cards}") if e.optional else sentence(e.who, "mill", cards)
