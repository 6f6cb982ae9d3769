"""Verb ``counter``: "counter target spell" (CR 701.6)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Counter(EffectBase):
    do: Literal["counter"]
    what: ObjectRef = "target"
    exile: bool = False      # "If that spell is countered this way, exile it instead of putting it into …" (701.6a)


def render(e: Counter) -> str:
    instead = ". If that spell is countered this way, exile it instead of putting it into its owner's graveyard"
    return f"counter {e.what}{instead if e.exile else ''}"

