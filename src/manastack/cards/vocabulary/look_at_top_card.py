"""Verb ``look_at_top_card``: "look at the top card of your library. If it's a land card, you may put it onto the
battlefield tapped. Otherwise, put it into your hand" (CR 401.1: the library is hidden; the player looks at the
card alone; Fecund Greenshell's ruling: a land card may be put into the hand instead)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase


class LookAtTopCard(EffectBase):
    do: Literal["look_at_top_card"]
    land: Literal["may_battlefield_tapped"] = "may_battlefield_tapped"


def render(e: LookAtTopCard) -> str:
    return ("look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped. "
            "Otherwise, put it into your hand")
