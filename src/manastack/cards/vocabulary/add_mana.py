"""Verb ``add_mana``: "add {B}{R}" from a spell or an ability that isn't a mana ability (CR 106.4, 605.5a:
Flamecache Gecko's triggered ability uses the stack); ``keep``: "until end of turn, you don't lose this mana as
steps and phases end" (500.4, Brazen Collector)."""


from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from manastack.cards.vocabulary.base import EffectBase
from manastack.types.mana import MANA_TYPES


class AddMana(EffectBase):
    do: Literal["add_mana"]
    mana: str                 # the letters of the mana added, one per mana: "BR", "R", "CC"
    keep: bool = False

    @field_validator("mana")
    @classmethod
    def _letters(cls, value: str) -> str:
        if not value or any(letter not in MANA_TYPES for letter in value):
            raise ValueError(f"mana {value!r}: one letter per mana, each of {', '.join(MANA_TYPES)}")
        return value


def render(e: AddMana) -> str:
    added = "".join("{" + letter + "}" for letter in e.mana)
    tail = ". Until end of turn, you don't lose this mana as steps and phases end" if e.keep else ""
    return f"add {added}{tail}"
