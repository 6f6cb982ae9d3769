"""Verb ``gain_control``: "gain control of <object> until end of turn" (CR 613.1b: a control-changing effect,
layer 2; 611.2a: it lasts as long as stated)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class GainControl(EffectBase):
    do: Literal["gain_control"]
    what: ObjectRef
    duration: Literal["end_of_turn", "permanent"] = "end_of_turn"


def render(e: GainControl) -> str:
    return f"gain control of {e.what}" + (" until end of turn" if e.duration == "end_of_turn" else "")
