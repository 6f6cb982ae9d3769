"""Verb ``scry``: look at the top N cards, put any on the bottom (CR 701.22)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase


class Scry(EffectBase):
    do: Literal["scry"]
    amount: int = 1


def render(e: Scry) -> str:
    return f"scry {e.amount}"

