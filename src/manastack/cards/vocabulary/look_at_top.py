"""Verb ``look_at_top``: "look at the top N cards of your library. You may reveal a <filter> card from among
them and put it into your hand. Put the rest on the bottom of your library in a random order" (CR 401.1,
701.20a)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase


class LookAtTop(EffectBase):
    do: Literal["look_at_top"]
    amount: int
    filter: ObjectFilter = ObjectFilter()     # the card that may be revealed and put into the hand


def render(e: LookAtTop) -> str:
    from manastack.cards.phrases import count_of, describe_filter

    words = {2: "two", 3: "three", 4: "four", 5: "five"}
    kind = describe_filter(e.filter).replace("permanent", "card")
    kind = kind if kind.endswith("card") else kind + " card"
    article = "an" if kind[0] in "aeiou" else "a"
    return (f"look at the top {words.get(e.amount, str(e.amount))} cards of your library. You may reveal "
            f"{article} {kind} from among them and put it into your hand. Put the rest on the bottom of your "
            f"library in a random order") if e.amount > 1 else f"look at {count_of(1, 'card')}"
