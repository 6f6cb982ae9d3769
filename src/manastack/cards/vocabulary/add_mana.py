"""Verb ``add_mana``: "add {B}{R}" from a spell or an ability that isn't a mana ability (CR 106.4, 605.5a:
Flamecache Gecko's triggered ability uses the stack); ``keep``: "until end of turn, you don't lose this mana as
steps and phases end" (500.4, Brazen Collector); ``one_of``: "add {R} or {G}" — one mana of one of the letters,
chosen (106.1b); ``amount``: that many times ("for each Raccoon you control", a color chosen for each)."""


from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CardRuleError
from manastack.types.mana import MANA_TYPES
from manastack.types.markers import N_


class AddMana(EffectBase):
    do: Literal["add_mana"]
    mana: str                 # the letters of the mana added, one per mana: "BR", "R", "CC"
    keep: bool = False
    one_of: bool = False      # "{R} or {G}": one of the letters, chosen as it resolves
    amount: Amount = 1

    @field_validator("mana")
    @classmethod
    def _letters(cls, value: str) -> str:
        if not value or any(letter not in MANA_TYPES for letter in value):
            raise CardRuleError(N_("mana {mana!r}: one letter per mana, each of {letters}"), mana=value,
                                letters=MANA_TYPES)
        return value


def render(e: AddMana) -> str:
    from manastack.cards.phrases import amount_words

    added = " or ".join("{" + c + "}" for c in e.mana) if e.one_of else "".join("{" + c + "}" for c in e.mana)
    tail = ". Until end of turn, you don't lose this mana as steps and phases end" if e.keep else ""
    if isinstance(e.amount, str) and e.amount.startswith("count:") and e.amount[6:7].isupper():
        times = f" for each {e.amount[6:]} you control"     # "for each Raccoon you control"
    else:
        times = "" if e.amount == 1 else f" {amount_words(e.amount)} times"
    return f"add {added}{times}{tail}"
