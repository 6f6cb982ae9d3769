"""Verb ``put_onto_battlefield``: "you may put a <filter> card from your hand onto the battlefield"
(CR 400.7). With ``optional``, the result (``remember``) is whether the player chose to — CR 118.12 judges
"if you do" by the choice, even if a replacement effect changes where or how the card enters."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Remember


class PutOntoBattlefield(EffectBase):
    do: Literal["put_onto_battlefield"]
    filter: ObjectFilter = ObjectFilter()
    zone: Literal["hand"] = "hand"
    optional: bool = True
    remember: Remember = "paid"


def render(e: PutOntoBattlefield) -> str:
    from manastack.cards.phrases import describe_filter

    return f"you may put a {describe_filter(e.filter)} card from your hand onto the battlefield"

