"""Verb ``steal_entering``: "If a creature would enter the battlefield under an opponent's control this
turn, it enters under your control instead" (CR 614.1, 614.12)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase


class StealEntering(EffectBase):
    do: Literal["steal_entering"]


def render(e: StealEntering) -> str:
    return ("if a creature would enter the battlefield under an opponent's control this turn, it enters under "
            "your control instead")

