"""Verb ``add_mana``: "add {R} or {G} for each Raccoon you control" — mana an effect adds to its controller's
mana pool (CR 106.3), each mana of one of ``colors`` (chosen for each, 106.1b)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import amount_words
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount


class AddMana(EffectBase):
    do: Literal["add_mana"]
    colors: str = "C"
    amount: Amount = 1


def render(e: AddMana) -> str:
    symbols = " or ".join("{" + c + "}" for c in e.colors)
    if e.amount == 1:
        return f"add {symbols}"
    return f"add {symbols} {amount_words(e.amount)} times"
