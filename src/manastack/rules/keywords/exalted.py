"""Exalted (CR 702.83): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
turn." A creature attacks alone if it's the only creature declared as an attacker (702.83b)."""

from __future__ import annotations

from manastack.cards.schema import Trigger, Triggered
from manastack.rules.effects.pump import Pump

EXALTED = Triggered(when=Trigger(event="attacks_alone", who="you"), label="exalted",
                    effects=(Pump(do="pump", what="trigger", power=1, toughness=1),))
