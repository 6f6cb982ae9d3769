"""Verb ``cast``: "you may cast <card> without paying its mana cost" / "… by discarding a card rather than paying
its mana cost", during the resolution (CR 608.2g, 118.9); with ``among``, "a spell from among the exiled cards": one
of those that can be cast, chosen as the instruction is followed (608.2d). ``exile_instead``: "If that spell would
be put into your graveyard, exile it instead" (614.1a)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class CastCard(EffectBase):
    do: Literal["cast"]
    what: ObjectRef = "target"
    how: Literal["free", "discard"] = "free"
    exile_instead: bool = False
    among: bool = False       # "a spell from among the <what> cards": the player chooses one (608.2d)


def render(e: CastCard) -> str:
    how = "without paying its mana cost" if e.how == "free" else "by discarding a card rather than paying its mana cost"
    what = f"a spell from among {e.what}" if e.among else e.what if e.what.startswith("target") \
        else "that card"
    text = f"you may cast {what} {how}"
    return text + (". If that spell would be put into your graveyard, exile it instead" if e.exile_instead else "")
