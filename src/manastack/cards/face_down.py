"""CR 708.2a: the characteristics of a face-down permanent — a 2/2 creature with no name, text, subtypes, mana
cost or color. One definition shared by every game and card pool: what a face-down object is, and what a copy of
one copies (CR 707.2), so a save refers to it like to any card (``CardPool.reference``)."""

from __future__ import annotations

from functools import cache

from manastack.cards.schema import CardDef
from manastack.types.enums import CardType

FACE_DOWN_VALUES = "face-down creature"   # the name of the face-down values, shown where a face-down object is hidden


@cache
def face_down_definition() -> CardDef:
    """The face-down values (made once, on first use)."""
    return CardDef(name=FACE_DOWN_VALUES, types=(CardType.CREATURE,), power=2, toughness=2, colors=())
