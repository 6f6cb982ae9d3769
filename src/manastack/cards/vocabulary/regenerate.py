"""Verb ``regenerate``: "Regenerate <permanent>" (CR 701.19a): the next time it would be destroyed this turn,
instead all damage marked on it is removed, it is tapped, and it is removed from combat."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Regenerate(EffectBase):
    do: Literal["regenerate"]
    what: ObjectRef = "this"


def render(e: Regenerate) -> str:
    return f"regenerate {e.what}"
