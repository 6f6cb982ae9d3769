"""Verb ``exile_top``: "exile the top N cards of your library" (CR 406.2), remembered under ``remember`` for
the instructions that refer to them ("you may play them")."""

from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, Remember


class ExileTop(EffectBase):
    do: Literal["exile_top"]
    amount: Amount = 1
    remember: Remember | None = None


def render(e: ExileTop) -> str:
    cards = count_of(e.amount, "card")
    return "exile the top card of your library" if e.amount == 1 else \
        f"exile the top {cards.removesuffix(' cards')} cards of your library"
