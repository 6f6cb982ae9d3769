"""Verb ``exile_from_hand``: "target opponent reveals their hand. You choose a <filter> card from it. Exile
that card." (Cruelclaw's Heist).

CR 701.20a: the revealed hand is shown to every player; the spell's controller then chooses a fitting card
as the instruction is followed (608.2d) and it is exiled (406.2). ``remember`` keeps the exiled card (the
new object, 400.7) for the instructions that refer to it (607). ``chooser: them``: "target opponent exiles a card
from their hand" — that player chooses, and the hand isn't revealed.
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef, Remember


class ExileFromHand(EffectBase):
    do: Literal["exile_from_hand"]
    who: PlayerRef = "target"
    filter: ObjectFilter = ObjectFilter()
    remember: Remember | None = None
    chooser: Literal["you", "them"] = "you"


def render(e: ExileFromHand) -> str:
    from manastack.cards.phrases import count_of, describe_filter, sentence

    what = describe_filter(e.filter).replace("permanent", "card")
    if e.chooser == "them":
        return sentence(e.who, "exile", f"{count_of(1, what)} from their hand")
    return f"{e.who} reveals their hand; you choose a {what} from it and exile that card"

