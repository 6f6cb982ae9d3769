"""Verb ``cant_block``: "<creature> can't block this turn" (CR 509.1b: a restriction on blocking)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class CantBlock(EffectBase):
    do: Literal["cant_block"]
    what: ObjectRef


def render(e: CantBlock) -> str:
    return f"{e.what} can't block this turn"
