"""Verb ``search``: "[You may] search your library for a <filter> card, put it into your hand (or onto the
battlefield), then shuffle" (CR 701.23).

701.23b: a player searching a hidden zone for cards with a stated quality may choose not to find one.
118.12b: an "if you do" after an optional search checks whether the player chose to search, not whether they
found anything — remembered under ``remember`` (default ``paid``).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Remember


class Search(EffectBase):
    do: Literal["search"]
    filter: ObjectFilter = ObjectFilter()
    to: Literal["hand", "battlefield", "library_top"] = "hand"
    tapped: bool = False                 # "put it onto the battlefield tapped"
    optional: bool = False
    remember: Remember = "paid"
    found: Remember | None = None        # the card found, for "untap that land"

    def remembers(self) -> tuple[str, ...]:
        return (self.remember, *((self.found,) if self.found else ()))


def render(e: Search) -> str:
    from manastack.cards.phrases import describe_filter

    verb = "you may search" if e.optional else "search"
    noun = describe_filter(e.filter).replace("permanent", "card")
    noun = noun if noun.endswith("card") else noun + " card"
    if e.to == "library_top":   # "reveal it, then shuffle and put that card on top"
        return f"{verb} your library for a {noun}, reveal it, then shuffle and put that card on top"
    where = "into your hand" if e.to == "hand" else f"onto the battlefield{' tapped' if e.tapped else ''}"
    return f"{verb} your library for a {noun}, put it {where}, then shuffle"

