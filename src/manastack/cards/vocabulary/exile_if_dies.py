"""Verb ``exile_if_dies``: "If <creature> would die this turn, exile it instead" (CR 614.1a: a replacement
effect; 700.4: "dies" means is put into a graveyard from the battlefield). ``what`` is a target or the creatures
an earlier ``damage`` remembered ("a creature dealt damage this way")."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class ExileIfDies(EffectBase):
    do: Literal["exile_if_dies"]
    what: ObjectRef


def render(e: ExileIfDies) -> str:
    return f"if {e.what} would die this turn, exile it instead"
