"""Verb ``exile``: "exile <objects>" (CR 406); ``until: this_leaves`` — "until this leaves the battlefield"
(CR 610.3); with ``who`` and ``filter`` instead of ``what``: "<player> exiles a <filter> they control" — that
player chooses which (608.2d); ``link``: the cards are "exiled with" the source, which its other abilities refer to
(CR 607.2a, Keen-Eyed Curator; the condition ``exiled_types_at_least:<N>``)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.phrases import count_of, describe_filter, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, PlayerRef, Remember


class Exile(EffectBase):
    do: Literal["exile"]
    what: ObjectRef | None = None
    who: PlayerRef | None = None
    filter: ObjectFilter = ObjectFilter()
    remember: Remember | None = None
    link: bool = False
    until_leaves: bool = False           # "… until this permanent leaves the battlefield" (CR 610.3)

    @model_validator(mode="after")
    def _one_way(self) -> Exile:
        if (self.what is None) == (self.who is None):
            raise ValueError("exile names either 'what' (the objects) or 'who' (a player exiling one they choose)")
        if self.until_leaves and self.link:
            raise ValueError("'until_leaves' and 'link' are two ways of remembering the exiled card: one of them")
        if self.until_leaves and self.who:
            raise ValueError("'until_leaves' exiles 'what' names, not a card a player chooses")
        return self


def render(e: Exile) -> str:
    if e.who is not None:
        return sentence(e.who, "exile", f"{count_of(1, describe_filter(e.filter))} they control")
    return f"exile {e.what}" + (" until this permanent leaves the battlefield" if e.until_leaves else "")

