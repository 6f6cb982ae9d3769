"""Verb ``seek``: "seek N <filter> cards" (Alchemy, MTG Arena; Pool Resources).

Seek is a digital-only keyword action defined by the Alchemy rules, not by the Comprehensive Rules: to seek
a card is to put a card chosen at random among those in your library that fit the filter into your hand; if
none fits, nothing happens. "Seek two" seeks one card twice. The random choice uses the game's seeded
generator ``game.rng`` (architecture §1: a seed and the actions replay a game). Seeking isn't drawing: it
doesn't count as a draw (CR 121.1 doesn't apply) and an empty library makes no one lose (704.5b).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef


class Seek(EffectBase):
    do: Literal["seek"]
    amount: Amount = 1
    filter: ObjectFilter = ObjectFilter()
    who: PlayerRef = "you"


def render(e: Seek) -> str:
    from manastack.cards.phrases import count_of, describe_filter, sentence

    return sentence(e.who, "seek", count_of(e.amount, describe_filter(e.filter).replace("permanent", "card")))

