"""Verb ``reflexive``: "When you do, …" — a reflexive triggered ability that triggers on the choice just made
(CR 603.12). It always uses the stack, and its targets are chosen as it goes there."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Reflexive(EffectBase):
    do: Literal["reflexive"]
    ability: int
    objects: ObjectRef | None = None


def render(e: Reflexive) -> str:
    return ""   # the reflexive ability itself is written out as "When you do, …" (603.12)

