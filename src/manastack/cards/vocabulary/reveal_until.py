"""Verb ``reveal_until``: "reveal cards from the top of your library until you reveal a <filter> card. Put that card
onto the battlefield tapped and the rest on the bottom of your library in a random order" (CR 701.20a, 401.4); with
``to: exile``, "exile cards from the top of your library until you exile a <filter> card" (406.3: they all stay
exiled), the card found remembered under ``remember``."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Remember


class RevealUntil(EffectBase):
    do: Literal["reveal_until"]
    filter: ObjectFilter = ObjectFilter()
    to: Literal["battlefield_tapped", "hand", "exile"] = "battlefield_tapped"
    remember: Remember | None = None


def render(e: RevealUntil) -> str:
    from manastack.cards.phrases import describe_filter

    found = describe_filter(e.filter)
    article = "an" if found[0] in "aeiou" else "a"
    if e.to == "exile":     # "a nonland card": a card in the library is no permanent
        card = found.replace("permanent", "card")
        return f"exile cards from the top of your library until you exile {article} {card}"
    where = "onto the battlefield tapped" if e.to == "battlefield_tapped" else "into your hand"
    return (f"reveal cards from the top of your library until you reveal a {found} card. Put that card {where} "
            f"and the rest on the bottom of your library in a random order")
