"""Verb ``protect_player``: "until your next turn, your life total can't change and you gain protection from
everything" (Perch Protection).

CR 119.7: a player whose life total can't change can't gain or lose life (``damage.gain_life`` and
``lose_life`` read ``Player.life_locked``). CR 702.16j: a player with protection from everything can't be
targeted (``targets.can_target_player``) and all damage that would be dealt to them is prevented
(``damage._after_prevention``). Both last until that player's next turn begins (611.2b): they are reset by
``continuous.end_until_next_turn`` in that player's untap step.
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef


class ProtectPlayer(EffectBase):
    do: Literal["protect_player"]
    who: PlayerRef = "you"
    life_locked: bool = True
    protection: bool = True


def render(e: ProtectPlayer) -> str:
    parts = (["your life total can't change"] if e.life_locked else []) + \
        (["you gain protection from everything"] if e.protection else [])
    return "until your next turn, " + " and ".join(parts)

