"""Verb ``destroy``: "destroy <target>" / "destroy all <filter>" (CR 701.8); ``chosen_type``: "Choose artifact
or enchantment. Destroy all permanents of the chosen type." (the type chosen on resolution, 608.2d)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef, Remember
from manastack.types.enums import CardType


class Destroy(EffectBase):
    do: Literal["destroy"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None
    remember: Remember | None = None
    chosen_type: tuple[CardType, ...] = ()


def render(e: Destroy) -> str:
    from manastack.cards.phrases import describe_filter

    if e.chosen_type:
        types = " or ".join(t.value.lower() for t in e.chosen_type)
        return f"choose {types}. Destroy all permanents of the chosen type"
    return f"destroy {e.what}" if e.what else f"destroy each {describe_filter(e.each)}"

