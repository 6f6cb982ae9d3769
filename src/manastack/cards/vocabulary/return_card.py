"""Verb ``return_card``: "return <card> from a graveyard (or exile) to the battlefield / hand" (CR 400.7).

``filter`` keeps only the named cards that fit ("a creature card put into your graveyard this way"),
``choose`` returns only that many of them, chosen as the instruction is followed (608.2d), and
``counters`` makes the card enter with counters on it (122.6: "with a +1/+1 counter on it").
"""


from __future__ import annotations

from typing import Literal

from pydantic import Field

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CounterKind, ObjectRef, Remember


class ReturnCard(EffectBase):
    do: Literal["return_card"]
    what: ObjectRef
    to: Literal["battlefield", "hand"] = "hand"
    under: Literal["you", "owner"] = "you"
    remember: Remember | None = None
    filter: ObjectFilter | None = None
    choose: int = 0
    counters: dict[CounterKind, int] = Field(default_factory=dict)
    attacking: bool = False      # "tapped and attacking" (CR 506.4: it was never declared as an attacker)


def render(e: ReturnCard) -> str:
    from manastack.cards.phrases import count_of

    whose = "your" if e.under == "you" else "its owner's"
    extra = " and ".join(count_of(n, f"{kind} counter") for kind, n in e.counters.items())
    how = " tapped and attacking" if e.attacking else ""
    return f"return {e.what} to the battlefield under {whose} control{how}" + (
        f" with {extra} on it" if extra else "") if e.to == "battlefield" else f"return {e.what} to its owner's hand"

