"""Verb ``may_cast_from_graveyard``: "until end of turn, you may cast <filter> spells from your graveyard by foraging
in addition to paying their other costs. If you cast a spell this way, that creature enters with a finality counter
on it" (CR 601.3, 118.8, 701.61a, 122.6; see ``rules.graveyard_permissions``)."""


from __future__ import annotations

from typing import Literal

from pydantic import Field

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CounterKind


class MayCastFromGraveyard(EffectBase):
    do: Literal["may_cast_from_graveyard"]
    filter: ObjectFilter = ObjectFilter()
    counters: dict[CounterKind, int] = Field(default_factory=dict)   # a permanent spell cast this way enters with


def spells(e: MayCastFromGraveyard) -> str:
    """"creature spells": the filter said of spells (the permanent's noun is the card type)."""
    from manastack.cards.phrases import describe_filter

    words = describe_filter(e.filter)
    return "spells" if words == "permanent" else words.removesuffix(" permanent") + " spells"


def render(e: MayCastFromGraveyard) -> str:
    from manastack.cards.phrases import count_of

    text = f"until end of turn, you may cast {spells(e)} from your graveyard by foraging in addition to paying " \
           "their other costs"
    if e.counters:
        noun = " ".join(t.value.lower() for t in e.filter.types) or "permanent"
        extra = " and ".join(count_of(n, f"{kind} counter") for kind, n in e.counters.items())
        text += f". If you cast a spell this way, that {noun} enters with {extra} on it"
    return text
