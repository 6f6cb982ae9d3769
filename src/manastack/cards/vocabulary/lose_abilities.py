"""Verb ``lose_abilities``: "<object> loses all abilities [until your next turn]" (CR 613.1f, layer 6).

The object keeps no ability it has when the effect begins (keywords, and its printed triggered, activated, static
and mana abilities); abilities granted by effects with later timestamps still apply (613.7).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef

DURATION_WORDS = {"end_of_turn": " until end of turn", "until_your_next_turn": " until your next turn",
                  "permanent": ""}


class LoseAbilities(EffectBase):
    do: Literal["lose_abilities"]
    what: ObjectRef
    duration: Literal["end_of_turn", "until_your_next_turn", "permanent"] = "end_of_turn"


def render(e: LoseAbilities) -> str:
    return f"{e.what} loses all abilities{DURATION_WORDS[e.duration]}"
