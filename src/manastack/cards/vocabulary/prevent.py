"""Verb ``prevent``: "prevent the next N damage that would be dealt to <target> this turn", or "prevent all
damage that would be dealt to <object> this turn" (``amount: all``) (CR 615)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Prevent(EffectBase):
    do: Literal["prevent"]
    amount: int | Literal["all"]
    to: ObjectRef = "target"
    colorless_sources: bool = False     # "… by colorless sources" (CR 105.2c: a colorless object has no color)


def render(e: Prevent) -> str:
    what = "all damage" if e.amount == "all" else f"the next {e.amount} damage"
    to = "this permanent" if e.to == "this" else e.to
    by = " by colorless sources" if e.colorless_sources else ""
    return f"prevent {what} that would be dealt to {to} this turn{by}"
