"""Verb ``may_cast_exiled``: "you may cast that card for as long as it remains exiled[, and mana of any type
can be spent to cast it]" (CR 601.3, 609.4b); with ``play``, "you may play that card" — a land too (305.1);
``duration`` says how long (611.2a–b): ``permanent`` (as long as it remains exiled), ``end_of_turn``,
``end_of_your_next_turn`` or ``until_your_next_end_step`` (see ``rules.cast_permissions``)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef

Duration = Literal["permanent", "end_of_turn", "end_of_your_next_turn", "until_your_next_end_step"]


class MayCastExiled(EffectBase):
    do: Literal["may_cast_exiled"]
    what: ObjectRef
    any_mana: bool = False
    play: bool = False
    duration: Duration = "permanent"


def render(e: MayCastExiled) -> str:
    verb = "play" if e.play else "cast"
    tail = ", and mana of any type can be spent to cast it" if e.any_mana else ""
    if e.duration == "end_of_turn":
        return f"until end of turn, you may {verb} {e.what}{tail}"
    if e.duration == "end_of_your_next_turn":
        return f"until the end of your next turn, you may {verb} {e.what}{tail}"
    if e.duration == "until_your_next_end_step":
        return f"you may {verb} {e.what} until your next end step{tail}"
    return f"you may {verb} {e.what} for as long as it remains exiled{tail}"
