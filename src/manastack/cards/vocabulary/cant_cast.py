"""Verb ``cant_cast``: "<players> can't cast spells this turn" (Bilbo's Gambit).

CR 101.2: when a rule or effect allows something and another effect says it can't happen, the "can't"
wins: the flag ``Player.cant_cast`` is read by ``priority.can_cast`` for every spell, from any zone, and is
cleared in the cleanup step (514.2: "this turn" effects end).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef


class CantCast(EffectBase):
    do: Literal["cant_cast"]
    who: PlayerRef = "each_player"


def render(e: CantCast) -> str:
    who = {"each_player": "players", "you": "you", "opponents": "your opponents"}.get(e.who, e.who)
    return f"{who} can't cast spells this turn"

