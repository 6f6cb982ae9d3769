"""Devoid (CR 702.114): "This object is colorless."

702.114a: devoid is a characteristic-defining ability (604.3): it functions everywhere — in the hand, on the
stack, in the graveyard, in exile and on the battlefield — so the card is colorless even though its mana cost
has colored mana symbols (the cost and its mana value stay as printed). Written in a card's ``keywords:`` list;
the colors it defines are read by ``CardDef.color_set`` through the keyword's ``colors`` (``cards.keywords``),
and layer 5 effects that change an object's color still apply after it (613.3).
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.rules.keywords.base import Keyword
from manastack.types.enums import Color

COLORLESS: frozenset[Color] = frozenset()   # CR 105.2c: an object with no color is colorless


def colorless(_: object) -> frozenset[Color]:
    """CR 702.114a: the object is colorless."""
    return COLORLESS


KEYWORD = Keyword(CardKeyword(name="devoid", rule="702.114a", word="Devoid", colors=colorless))
