"""Verb ``look_at_top``: "[You may] look at the top N cards of your library. [Reveal] up to M <filter> cards from
among them and put them into your hand (or on top of your library in any order), and the rest on the bottom of
your library in any order" (Anticipate, Seek the Wilds, Fertile Thicket, Munda; CR 401.5, 701.20a).

``take`` is the most cards taken (None: any number), ``min`` the fewest ("put one of them into your hand": 1);
``optional`` is "you may look … If you do", remembered as ``paid`` (CR 118.12).
"""


from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase


class LookAtTop(EffectBase):
    do: Literal["look_at_top"]
    amount: int = Field(ge=1)
    filter: ObjectFilter = ObjectFilter()
    take: int | None = Field(1, ge=1)
    min: int = Field(0, ge=0)
    reveal: bool = False
    to: Literal["hand", "top"] = "hand"
    optional: bool = False

    @model_validator(mode="after")
    def _counts(self) -> LookAtTop:
        if self.take is not None and self.min > self.take:
            raise ValueError("'min' can't be more than 'take'")
        return self


def render(e: LookAtTop) -> str:
    from manastack.cards.phrases import describe_filter

    words = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
    look = f"{'you may look' if e.optional else 'look'} at the top {words.get(e.amount, e.amount)} cards of your " \
           "library"
    noun = describe_filter(e.filter).replace("permanent", "card")
    noun = noun if "card" in noun else noun + " card"
    if e.take is None:
        what = f"any number of {noun}s"
    else:
        n = words.get(e.take, str(e.take))
        what = f"{n} {noun}" if e.take == 1 else f"{n} {noun}s"
        what = what if e.min == e.take else "up to " + what
    where = "into your hand" if e.to == "hand" else "on top of your library in any order"
    verb = "reveal" if e.reveal else "choose"
    then = ". If you do, " if e.optional else "; "
    it = "it" if e.take == 1 else "them"
    return f"{look}{then}{verb} {what} from among them and put {it} {where}, and the rest on the bottom of your " \
           "library in any order"
