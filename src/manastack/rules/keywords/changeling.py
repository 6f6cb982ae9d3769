"""Changeling (CR 702.73): "this object is every creature type" (702.73a). It is a characteristic-defining
ability (604.3): it works in every zone, and as the printed subtypes are read (``characteristics.Chars``), before
any effect, so an effect that removes abilities leaves the object every creature type (the rulings). Written in
a card's ``keywords:`` list.
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.rules.keywords.base import Keyword

KEYWORD = Keyword(CardKeyword(name="changeling", rule="702.73a", word="Changeling"), every_creature_type=True)
