"""Verb ``enter_as_copy``: "You may have this creature enter as a copy of any creature on the battlefield"
(CR 706, 707.2, 614.1c). A replacement effect on how the permanent enters, so it applies however the card
enters the battlefield (``rules/effects/enter_as_copy.py``); the permanent then enters with the copied
object's copiable values (layer 1), exceptions included (707.9b). A copy of a permanent whose gift was promised
is not promised: the promise belongs to the spell that was cast (702.174b).

``max_mana_value_spent`` limits the choice to creatures with mana value at most the mana spent to cast this
(601.2h, Mockingbird); ``add_subtypes`` and ``add_keywords`` are copy exceptions (707.9b: "except it's a
Bird in addition to its other types and it has flying")."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import Keywords, ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.types.enums import CardType

CREATURE = ObjectFilter(types=(CardType.CREATURE,))


class EnterAsCopy(EffectBase):
    do: Literal["enter_as_copy"]
    filter: ObjectFilter = CREATURE
    max_mana_value_spent: bool = False
    add_subtypes: tuple[str, ...] = ()
    add_keywords: Keywords = ()


def render(e: EnterAsCopy) -> str:
    text = "you may have this enter as a copy of any creature on the battlefield"
    if e.max_mana_value_spent:
        text += " with mana value less than or equal to the amount of mana spent to cast this"
    exceptions = [f"it's a {' '.join(e.add_subtypes)} in addition to its other types"] if e.add_subtypes else []
    exceptions += [f"it has {' and '.join(k.lower() for k in e.add_keywords)}"] if e.add_keywords else []
    return text + (", except " + " and ".join(exceptions) if exceptions else "")

