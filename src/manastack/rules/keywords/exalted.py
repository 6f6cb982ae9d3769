"""Exalted (CR 702.83): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
turn." A creature attacks alone if it's the only creature declared as an attacker (702.83b); the
``attacks_alone`` trigger event is in ``rules.triggers``. Written in a card's ``keywords:`` list.
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.schema import CardDef, Trigger, Triggered
from manastack.rules.effects.pump import Pump
from manastack.rules.keywords.base import Keyword, KeywordAbility

EXALTED = Triggered(when=Trigger(event="attacks_alone", who="you"), label="exalted",
                    effects=(Pump(do="pump", what="trigger", power=1, toughness=1),))


def exalted_trigger(definition: CardDef, _: object) -> tuple[KeywordAbility, ...]:
    """CR 702.83a: the triggered ability exalted stands for."""
    return (EXALTED,)


KEYWORD = Keyword(CardKeyword(name="exalted", rule="702.83a", word="Exalted"), abilities=exalted_trigger)
