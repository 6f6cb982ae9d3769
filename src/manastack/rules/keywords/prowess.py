"""Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."""

from __future__ import annotations

from manastack.cards.schema import ObjectFilter, Trigger, Triggered
from manastack.rules.effects.pump import Pump
from manastack.types.enums import CardType

PROWESS = Triggered(
    when=Trigger(event="cast", who="you", filter=ObjectFilter(not_types=(CardType.CREATURE,))),
    label="prowess",
    effects=(Pump(do="pump", what="this", power=1, toughness=1),),
)


def prowess_trigger() -> Triggered:
    """CR 702.108a: the triggered ability prowess stands for."""
    return PROWESS
