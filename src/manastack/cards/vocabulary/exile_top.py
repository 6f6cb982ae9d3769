"""Verb ``exile_top``: "<player> exiles the top N cards of their library" (CR 406.3: exiled cards are face up
unless the instruction says otherwise; 401.2: a library is listed top card first). ``remember`` names the exiled
cards. Ingest (702.115a) and Sire of Stagnation use it for "that player"."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef, Remember


class ExileTop(EffectBase):
    do: Literal["exile_top"]
    amount: Amount = 1
    who: PlayerRef = "you"
    remember: Remember | None = None


def render(e: ExileTop) -> str:
    cards = "card" if e.amount == 1 else count_of(e.amount, "card").split(" ", 1)[0] + " cards"
    return sentence(e.who, "exile", f"the top {cards} of {'your' if e.who == 'you' else 'their'} library")
