"""Verb ``enter_as_copy``: "You may have this creature enter as a copy of any creature on the battlefield"
(CR 706, 707.2, 614.1c). A replacement effect on how the permanent enters, so it applies however the card
enters the battlefield (``rules/effects/enter_as_copy.py``); the permanent then enters with the copied
object's copiable values (layer 1), exceptions included (707.9b). A copy of a permanent whose gift was promised
is not promised: the promise belongs to the spell that was cast (702.174b)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.types.enums import CardType

CREATURE = ObjectFilter(types=(CardType.CREATURE,))


class EnterAsCopy(EffectBase):
    do: Literal["enter_as_copy"]
    filter: ObjectFilter = CREATURE


def render(e: EnterAsCopy) -> str:
    return "you may have this enter as a copy of any creature on the battlefield"

