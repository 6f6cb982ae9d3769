"""Verb ``exile_chosen``: "<player> exiles N permanents they control" — that player chooses which, one at a time
(CR 406.2, 608.2d; Bane of Bala Ged). With N or fewer such permanents, all of them are exiled."""


from __future__ import annotations

from typing import Literal

from pydantic import Field

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef


class ExileChosen(EffectBase):
    do: Literal["exile_chosen"]
    who: PlayerRef
    amount: int = Field(1, ge=1)
    filter: ObjectFilter = ObjectFilter()


def render(e: ExileChosen) -> str:
    from manastack.cards.phrases import count_of, describe_filter, sentence

    return sentence(e.who, "exile", count_of(e.amount, describe_filter(e.filter)) + " they control")
