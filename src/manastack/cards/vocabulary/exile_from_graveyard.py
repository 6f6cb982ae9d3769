"""Verb ``exile_from_graveyard``: "<player> exiles a card from their graveyard" — that player chooses the card as
the instruction is followed (CR 608.2d; 406.2: exiled). With an empty graveyard nothing happens."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef


class ExileFromGraveyard(EffectBase):
    do: Literal["exile_from_graveyard"]
    who: PlayerRef = "target"


def render(e: ExileFromGraveyard) -> str:
    return sentence(e.who, "exile", "a card from their graveyard")
