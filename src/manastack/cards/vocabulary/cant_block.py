"""Verb ``cant_block``: "<creature> can't block this turn"; ``be_blocked``: "<creature> can't be blocked this turn"
(CR 509.1b: restrictions on blocking)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class CantBlock(EffectBase):
    do: Literal["cant_block"]
    what: ObjectRef
    be_blocked: bool = False


def render(e: CantBlock) -> str:
    return f"{e.what} can't {'be blocked' if e.be_blocked else 'block'} this turn"
