"""Verb ``search``: "[You may] search your library for [up to N] <filter> card(s), put it into your hand (or onto the
battlefield [tapped]), then shuffle" (CR 701.23).

701.23b: a player searching a hidden zone for cards with a stated quality may choose not to find one.
118.12b: an "if you do" after an optional search checks whether the player chose to search, not whether they
found anything — remembered under ``remember`` (default ``paid``).
"""


from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Remember


class Search(EffectBase):
    do: Literal["search"]
    filter: ObjectFilter = ObjectFilter()
    to: Literal["hand", "battlefield"] = "hand"
    tapped: bool = False                 # "put it onto the battlefield tapped" (CR 110.5b)
    reveal: bool = False                 # "reveal it" (CR 701.20a): the card found is named to every player
    count: int = Field(1, ge=1)          # "up to two": each one found is a choice, and none may be (701.23b)
    optional: bool = False
    remember: Remember = "paid"

    @model_validator(mode="after")
    def _tapped_onto_battlefield(self) -> Search:
        if self.tapped and self.to != "battlefield":
            raise ValueError("'tapped' goes with 'to: battlefield'")
        return self


def render(e: Search) -> str:
    from manastack.cards.phrases import describe_filter

    verb = "you may search" if e.optional else "search"
    where = "into your hand" if e.to == "hand" else "onto the battlefield" + (" tapped" if e.tapped else "")
    noun = describe_filter(e.filter).replace("permanent", "card")
    noun = noun if "card" in noun else noun + " card"
    words = {2: "two", 3: "three", 4: "four"}
    if e.count == 1:
        reveal = "reveal it, " if e.reveal else ""
        return f"{verb} your library for {'an' if noun[0] in 'aeiou' else 'a'} {noun}, {reveal}put it {where}, " \
               "then shuffle"
    return f"{verb} your library for up to {words.get(e.count, e.count)} {noun}s, put them {where}, then shuffle"

