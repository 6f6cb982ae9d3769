"""Verb ``sacrifice``: "<player> sacrifices a <filter>" — the player chooses which (CR 701.21)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, PlayerRef


class Sacrifice(EffectBase):
    do: Literal["sacrifice"]
    who: PlayerRef = "you"
    what: ObjectRef | None = None
    filter: ObjectFilter = ObjectFilter()
    greatest_power: bool = False


def render(e: Sacrifice) -> str:
    from manastack.cards.phrases import describe_filter, sentence

    tail = " with the greatest power among creatures they control" if e.greatest_power else ""
    if e.what:
        return f"sacrifice {e.what}"
    return sentence(e.who, "sacrifice", f"a {describe_filter(e.filter)}{tail}")

