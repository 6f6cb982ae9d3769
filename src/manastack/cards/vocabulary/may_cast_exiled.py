"""Verb ``may_cast_exiled``: "you may cast that card for as long as it remains exiled[, and mana of any type
can be spent to cast it]" (CR 601.3, 609.4b; see ``rules.cast_permissions``)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class MayCastExiled(EffectBase):
    do: Literal["may_cast_exiled"]
    what: ObjectRef
    any_mana: bool = False
    play: bool = False                  # "you may play them": lands too (CR 305.1)
    duration: Literal["exiled", "until_end_of_your_next_turn", "end_of_turn"] = "exiled"


def render(e: MayCastExiled) -> str:
    tail = ", and mana of any type can be spent to cast it" if e.any_mana else ""
    verb = "play" if e.play else "cast"
    if e.duration == "until_end_of_your_next_turn":
        return f"until the end of your next turn, you may {verb} {e.what}{tail}"
    if e.duration == "end_of_turn":
        return f"until end of turn, you may {verb} {e.what}{tail}"
    return f"you may {verb} {e.what} for as long as it remains exiled{tail}"

