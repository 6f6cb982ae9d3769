"""Verb ``scry``: look at the top N cards, put any on the bottom (CR 701.22)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount


class Scry(EffectBase):
    do: Literal["scry"]
    amount: Amount = 1


def render(e: Scry) -> str:
    from manastack.cards.phrases import amount_words, where_x

    return f"scry {amount_words(e.amount)}{where_x(e.amount)}"

