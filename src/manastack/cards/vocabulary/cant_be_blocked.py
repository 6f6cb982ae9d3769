"""Verb ``cant_be_blocked``: "<creature> can't be blocked this turn" (CR 509.1b: a restriction on blocking)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class CantBeBlocked(EffectBase):
    do: Literal["cant_be_blocked"]
    what: ObjectRef


def render(e: CantBeBlocked) -> str:
    return f"{e.what} can't be blocked this turn"
