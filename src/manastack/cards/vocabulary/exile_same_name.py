"""Verb ``exile_same_name``: "Search <player>'s graveyard, hand, and library for any number of cards with the same
name as <object> and exile them. Then that player shuffles." (CR 701.23a: searching; 701.23b: a search for cards
with a stated quality may find fewer than there are; 701.24a: shuffling). The name is read from the object as it
last existed (608.2h), so it may already have been exiled."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import subject
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, PlayerRef


class ExileSameName(EffectBase):
    do: Literal["exile_same_name"]
    name_of: ObjectRef = "target"
    who: PlayerRef = "controller:target"


def render(e: ExileSameName) -> str:
    whose = "its controller's" if e.who == "controller:target" else f"{subject(e.who)}'s"
    return (f"search {whose} graveyard, hand, and library for any number of cards with the same name as it and "
            "exile them. Then that player shuffles")
