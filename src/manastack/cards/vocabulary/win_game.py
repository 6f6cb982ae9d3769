"""Verb ``win_game``: "you win the game" (CR 104.2b)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase


class WinGame(EffectBase):
    do: Literal["win_game"]


def render(e: WinGame) -> str:
    return "you win the game"

