"""Verb ``counter``: "counter target spell" (CR 701.6)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Counter(EffectBase):
    do: Literal["counter"]
    what: ObjectRef = "target"


def render(e: Counter) -> str:
    return f"counter {e.what}"

