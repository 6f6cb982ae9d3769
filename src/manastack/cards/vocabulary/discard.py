"""Verb ``discard``: "<player> discards N cards" — the discarding player chooses (CR 701.9)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef


class Discard(EffectBase):
    do: Literal["discard"]
    amount: Amount = 1
    who: PlayerRef = "you"


def render(e: Discard) -> str:
    return sentence(e.who, "discard", count_of(e.amount, "card"))

