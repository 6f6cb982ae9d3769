"""Verb ``exile``: "exile <objects>" (CR 406); ``until: this_leaves`` — "until this leaves the battlefield"
(CR 610.3)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, Remember


class Exile(EffectBase):
    do: Literal["exile"]
    what: ObjectRef
    remember: Remember | None = None
    until: Literal["this_leaves"] | None = None


def render(e: Exile) -> str:
    return f"exile {e.what}" + (" until this leaves the battlefield" if e.until else "")

