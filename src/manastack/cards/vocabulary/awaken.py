"""Awaken's words (CR 702.113a): the engine-made awaken instruction and its text.

The behaviour — the alternative cost, the awaken target, animating the land — is in ``rules.keywords.awaken``.
"""

from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Awaken(EffectBase):
    """The awaken spell ability; engine-made from a card's ``awaken:`` field."""

    do: Literal["awaken"]
    counters: int
    what: ObjectRef = "awaken_land"     # the awaken target; another target for cards that reuse the animation


def render(e: Awaken) -> str:
    return (f"put {count_of(e.counters, '+1/+1 counter')} on {e.what}; it becomes a 0/0 Elemental creature with "
            "haste that's still a land")
