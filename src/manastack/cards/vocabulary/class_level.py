"""Verb ``become_level``: "this Class's level becomes N" (CR 716.2a), what a level ability does.

A card file doesn't write it: the level abilities made from a Class's ``levels`` (``cards.class_levels``) do.
"""

from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase


class BecomeLevel(EffectBase):
    do: Literal["become_level"]
    level: int


def render(e: BecomeLevel) -> str:
    return f"this Class's level becomes {e.level}"
