"""Verb ``prevent``: "prevent the next N damage that would be dealt to <target> this turn" (CR 615)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import TargetRef


class Prevent(EffectBase):
    do: Literal["prevent"]
    amount: int
    to: TargetRef = "target"


def render(e: Prevent) -> str:
    return f"prevent the next {e.amount} damage that would be dealt to {e.to} this turn"

