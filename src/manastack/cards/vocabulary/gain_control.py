"""Verb ``gain_control``: "gain control of <object> until end of turn" (CR 613.1b, layer 2; 611.2a);
``max_power``: "… if its power is less than or equal to X", checked as the instruction is followed (608.2c)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, ObjectRef


class GainControl(EffectBase):
    do: Literal["gain_control"]
    what: ObjectRef
    duration: Literal["end_of_turn", "permanent"] = "end_of_turn"
    max_power: Amount | None = None


def render(e: GainControl) -> str:
    from manastack.cards.phrases import amount_words

    tail = f" if its power is less than or equal to {amount_words(e.max_power)}" if e.max_power is not None else ""
    return f"gain control of {e.what}" + (" until end of turn" if e.duration == "end_of_turn" else "") + tail
