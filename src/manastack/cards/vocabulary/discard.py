"""Verb ``discard``: "<player> discards N cards" — the discarding player chooses (CR 701.9); with ``chooser: you``,
"<player> reveals their hand, you choose a <filter> card from it, and they discard that card" (701.9b)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.phrases import count_of, describe_filter, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef


class Discard(EffectBase):
    do: Literal["discard"]
    amount: Amount = 1
    who: PlayerRef = "you"
    chooser: Literal["discarding", "you"] = "discarding"
    filter: ObjectFilter | None = None


def render(e: Discard) -> str:
    if e.chooser == "you":
        noun = "card" if e.filter is None else describe_filter(e.filter).replace("permanent", "card")
        return sentence(e.who, "reveal", f"their hand, you choose {count_of(e.amount, noun)} from it, and they "
                                         "discard that card")
    return sentence(e.who, "discard", count_of(e.amount, "card"))

