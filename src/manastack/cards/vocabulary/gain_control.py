"""Verb ``gain_control``: "gain control of <permanent> [if its power is N or less]" (CR 613.1b, 611.2a: a
control-changing effect from a resolved spell lasts indefinitely unless it says otherwise)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, ObjectRef


class GainControl(EffectBase):
    do: Literal["gain_control"]
    what: ObjectRef
    max_power: Amount | None = None      # "if its power is less than or equal to …", read on resolution


def render(e: GainControl) -> str:
    from manastack.cards.phrases import amount_words

    tail = f" if its power is less than or equal to {amount_words(e.max_power)}" if e.max_power is not None else ""
    return f"gain control of {e.what}{tail}"
