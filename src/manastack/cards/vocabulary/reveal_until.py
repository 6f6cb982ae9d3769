"""Verb ``reveal_until``: "reveal cards from the top of your library until you reveal a <filter> card. Put that card
onto the battlefield tapped and the rest on the bottom of your library in a random order" (CR 701.20a, 401.4)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase


class RevealUntil(EffectBase):
    do: Literal["reveal_until"]
    filter: ObjectFilter = ObjectFilter()
    to: Literal["battlefield_tapped", "hand"] = "battlefield_tapped"


def render(e: RevealUntil) -> str:
    from manastack.cards.phrases import describe_filter

    found = describe_filter(e.filter)
    where = "onto the battlefield tapped" if e.to == "battlefield_tapped" else "into your hand"
    return (f"reveal cards from the top of your library until you reveal a {found} card. Put that card {where} "
            f"and the rest on the bottom of your library in a random order")
