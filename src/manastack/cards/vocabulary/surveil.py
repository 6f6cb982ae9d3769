"""Verb ``surveil``: look at the top N cards, put any number into the graveyard and the rest back on top in any
order (CR 701.25)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import amount_words
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount


class Surveil(EffectBase):
    do: Literal["surveil"]
    amount: Amount = 1


def render(e: Surveil) -> str:
    return f"surveil {amount_words(e.amount)}"
