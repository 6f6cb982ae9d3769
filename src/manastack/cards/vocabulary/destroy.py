"""Verb ``destroy``: "destroy <target>" / "destroy all <filter>" (CR 701.8)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, Remember


class Destroy(EffectBase):
    do: Literal["destroy"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None
    remember: Remember | None = None


def render(e: Destroy) -> str:
    from manastack.cards.phrases import describe_filter

    return f"destroy {e.what}" if e.what else f"destroy each {describe_filter(e.each)}"

