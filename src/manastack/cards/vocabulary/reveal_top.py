"""Verb ``reveal_top``: "<player> reveals the top card of their library; if it's a land card, they put it
into their hand" (CR 701.20), or "… and puts that card into their hand" (``to_hand``, Darkstar Augur)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef, Remember


class RevealTop(EffectBase):
    do: Literal["reveal_top"]
    who: PlayerRef = "you"
    land_to_hand: bool = True
    to_hand: bool = False          # the card revealed is put into the hand, whatever it is
    remember: Remember | None = None


def render(e: RevealTop) -> str:
    tail = "; if it's a land card, they put it into their hand" if e.land_to_hand and not e.to_hand else ""
    their = "your" if e.who == "you" else "their"
    tail = f" and put that card into {their} hand" if e.to_hand else tail
    return sentence(e.who, "reveal", f"the top card of {their} library{tail}")

