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


def render(e: ReturnCard) -> str:
    whose = "your" if e.under == "you" else "its owner's"
    with_counters = "".join(f" with {'an' if k[0] in 'aeiou' else 'a'} {k} counter on it" if n == 1 else
                            f" with {n} {k} counters on it" for k, n in e.counters.items())
    return f"return {e.what} to the battlefield under {whose} control{with_counters}" if e.to == "battlefield" \
        else f"return {e.what} to its owner's hand"

