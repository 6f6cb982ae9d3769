"""Verb ``bounce``: "return <target> to its owner's hand" (CR 400.7)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Bounce(EffectBase):
    do: Literal["bounce"]
    what: ObjectRef
    to: Literal["hand", "library_top", "library_top_or_bottom"] = "hand"   # top or bottom: the owner chooses


def render(e: Bounce) -> str:
    if e.to == "library_top_or_bottom":
        return f"the owner of {e.what} puts it on the top or bottom of their library"
    where = "its owner's hand" if e.to == "hand" else "top of its owner's library"
    return f"put {e.what} on {where}" if e.to != "hand" else f"return {e.what} to {where}"

