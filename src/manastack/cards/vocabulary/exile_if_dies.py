"""Verb ``exile_if_dies``: "if that creature would die this turn, exile it instead" (CR 614.1a: a replacement
effect, lasting this turn; see ``rules.replacement.exiled_instead_of_dying``)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class ExileIfDies(EffectBase):
    do: Literal["exile_if_dies"]
    what: ObjectRef


def render(e: ExileIfDies) -> str:
    return "if that creature would die this turn, exile it instead" if e.what == "target" else \
        f"if {e.what} would die this turn, exile it instead"
