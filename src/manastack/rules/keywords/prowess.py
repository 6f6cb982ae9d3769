"""Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."

Written in a card's ``keywords:`` list; 702.108b: each instance triggers separately (a definition lists a
keyword once, so it has one).
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.schema import CardDef, ObjectFilter, Trigger, Triggered
from manastack.rules.effects.pump import Pump
from manastack.rules.keywords.base import Keyword, KeywordAbility
from manastack.types.enums import CardType

PROWESS = Triggered(
    when=Trigger(event="cast", who="you", filter=ObjectFilter(not_types=(CardType.CREATURE,))),
    label="prowess",
    effects=(Pump(do="pump", what="this", power=1, toughness=1),),
)


def prowess_trigger(definition: CardDef, _: object) -> tuple[KeywordAbility, ...]:
    """CR 702.108a: the triggered ability prowess stands for."""
    return (PROWESS,)


KEYWORD = Keyword(CardKeyword(name="prowess", rule="702.108a", word="Prowess"), abilities=prowess_trigger)
