"""Verb ``delayed_trigger``: create a delayed triggered ability (CR 603.7) — "at the beginning of the next end
step, return that card" (once) or "whenever a creature attacks this turn, …" (every time, this turn).

The ability is one of the card's own triggered abilities marked ``linked: delayed`` (``ability`` is its
index); the verb creates it as the spell or ability resolves (603.7a). Its source is that object, seen as it
last existed (603.7d), its controller that object's controller (603.7e). Objects named by ``objects`` are
linked to it (CR 607) and read back by its instructions as ``linked``.
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class CreateDelayedTrigger(EffectBase):
    do: Literal["delayed_trigger"]
    ability: int
    duration: Literal["once", "this_turn", "end_of_your_next_turn"] = "once"
    objects: ObjectRef | None = None


def render(e: CreateDelayedTrigger) -> str:
    if e.duration == "this_turn":
        return "for the rest of this turn, the delayed ability below applies"
    if e.duration == "end_of_your_next_turn":
        return "until the end of your next turn, the delayed ability below applies"
    return "the delayed ability below happens once, later" + (" (for that card)" if e.objects else "")

