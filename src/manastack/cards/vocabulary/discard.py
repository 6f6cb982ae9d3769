"""Verb ``discard``: "<player> discards N cards" — the discarding player chooses (CR 701.9)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.phrases import count_of, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef


class Discard(EffectBase):
    do: Literal["discard"]
    amount: Amount = 1
    who: PlayerRef = "you"
    unless: ObjectFilter | None = None     # "… discards two cards unless they discard a nonland card"


def render(e: Discard) -> str:
    from manastack.cards.phrases import describe_filter

    text = sentence(e.who, "discard", count_of(e.amount, "card"))
    if e.unless is not None:
        text += f" unless they discard a {describe_filter(e.unless).replace('permanent', 'card')} card"
    return text.replace(" card card", " card")

