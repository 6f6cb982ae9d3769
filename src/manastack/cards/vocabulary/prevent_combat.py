"""Verb ``prevent_combat_damage``: "prevent all combat damage that would be dealt this turn by creatures
<player> controls" (CR 615.1, 510.2).

The effect names a player, not a set of creatures: it is a prevention effect, not one that changes
characteristics, so it applies to whatever creatures that player controls when combat damage would be
dealt (CR 611.2c covers only characteristic-changing effects). It lasts until end of turn (514.2).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef


class PreventCombatDamage(EffectBase):
    do: Literal["prevent_combat_damage"]
    by: PlayerRef   # a player reference: the combat damage of creatures that player controls is prevented


def render(e: PreventCombatDamage) -> str:
    return f"prevent all combat damage that would be dealt this turn by creatures {e.by} controls"

