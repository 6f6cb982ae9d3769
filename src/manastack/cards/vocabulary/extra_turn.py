"""Verb ``extra_turn``: "<player> takes an extra turn after this one" (CR 500.7)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef


class ExtraTurn(EffectBase):
    do: Literal["extra_turn"]
    who: PlayerRef = "you"


def render(e: ExtraTurn) -> str:
    return sentence(e.who, "take", "an extra turn after this one")

