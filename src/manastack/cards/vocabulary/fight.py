"""Verb ``fight`` (CR 701.14)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Fight(EffectBase):
    do: Literal["fight"]
    what: ObjectRef
    other: ObjectRef


def render(e: Fight) -> str:
    return f"{e.what} fights {e.other}"

