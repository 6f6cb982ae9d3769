"""Verb ``reveal_pick``: "reveal the top N cards of your library; you may put a <filter> card and/or a <filter>
card from among them into your hand; put the rest into your graveyard" (CR 701.20a, 608.2c)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount


class RevealPick(EffectBase):
    do: Literal["reveal_pick"]
    amount: Amount = 1
    picks: tuple[ObjectFilter, ...]          # up to one card fitting each, into the hand
    rest: Literal["graveyard"] = "graveyard"


def render(e: RevealPick) -> str:
    from manastack.cards.phrases import count_of, describe_filter

    cards = " and/or ".join(count_of(1, describe_filter(p).replace("permanent", "card") + " card")
                            for p in e.picks)
    top = "the top card" if e.amount == 1 else "the top " + count_of(e.amount, "card")
    return (f"reveal {top} of your library; you may put {cards} from among them into your hand; "
            f"put the rest into your {e.rest}")
