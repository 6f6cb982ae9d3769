"""Verb ``grant_player``: "<player> gains <keywords> until end of turn" (Dawn's Truce: "you gain hexproof").

CR 702.11d: a player with hexproof can't be the target of spells or abilities their opponents control.
The effect is a continuous effect of a resolved spell (611.2) that affects a player rather than objects: it
is kept in ``game.effects`` (layer ``player``) and read by ``statics.player_keywords``; "until end of turn"
ends in the cleanup step (514.2).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerKeyword, PlayerRef


class GrantPlayer(EffectBase):
    do: Literal["grant_player"]
    who: PlayerRef = "you"
    keywords: tuple[PlayerKeyword, ...]
    duration: Literal["end_of_turn", "until_your_next_turn", "permanent"] = "end_of_turn"


def render(e: GrantPlayer) -> str:
    who = {"you": "you gain", "opponents": "each opponent gains"}.get(e.who, f"{e.who} gains")
    tail = " until end of turn" if e.duration == "end_of_turn" else ""
    return f"{who} {' and '.join(k.lower() for k in e.keywords)}{tail}"

