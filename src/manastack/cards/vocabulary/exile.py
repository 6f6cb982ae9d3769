"""Verb ``exile``: "exile <objects>" (CR 406); ``link``: the cards are "exiled with" the source, which its other
abilities refer to (CR 607.2a, Keen-Eyed Curator; the condition ``exiled_types_at_least:<N>``)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, Remember


class Exile(EffectBase):
    do: Literal["exile"]
    what: ObjectRef
    remember: Remember | None = None
    link: bool = False
    until_leaves: bool = False           # "… until this permanent leaves the battlefield" (CR 610.3)


def render(e: Exile) -> str:
    return f"exile {e.what}" + (" until this permanent leaves the battlefield" if e.until_leaves else "")

