"""Gift's words (CR 702.174): the six gifts, the engine-made "give the gift" instruction and its text.

The behaviour — promising, giving, the gift trigger — is in ``rules.keywords.gift``.
"""

from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase

GIFT_WORDS = {
    "food": "a Food", "card": "a card", "tapped_fish": "a tapped Fish", "extra_turn": "an extra turn",
    "treasure": "a Treasure", "octopus": "an Octopus",
}
GIFT_SENTENCES = {     # CR 702.174d–i: what the chosen player does
    "food": "creates a Food token", "card": "draws a card",
    "tapped_fish": "creates a tapped 1/1 blue Fish creature token", "extra_turn": "takes an extra turn after this one",
    "treasure": "creates a Treasure token", "octopus": "creates an 8/8 blue Octopus creature token",
}


class GiveGift(EffectBase):
    """The gift itself; engine-made from a card's ``gift:`` field, never written in card files."""

    do: Literal["give_gift"]
    kind: Literal["food", "card", "tapped_fish", "extra_turn", "treasure", "octopus"]


def render(e: GiveGift) -> str:
    return f"the chosen player {GIFT_SENTENCES[e.kind]}"
