"""Verb ``reveal_top``: "<player> reveals the top card of their library; if it's a land card, they put it
into their hand" (CR 701.20)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef


class RevealTop(EffectBase):
    do: Literal["reveal_top"]
    who: PlayerRef = "you"
    land_to_hand: bool = True


def render(e: RevealTop) -> str:
    tail = "; if it's a land card, they put it into their hand" if e.land_to_hand else ""
    return sentence(e.who, "reveal", f"the top card of their library{tail}")

