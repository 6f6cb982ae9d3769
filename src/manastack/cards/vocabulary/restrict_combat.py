"""Verb ``restrict_combat``: "<creature> can't block this turn" / "can't be blocked this turn" (CR 509.1b)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class RestrictCombat(EffectBase):
    do: Literal["restrict_combat"]
    what: ObjectRef
    rule: Literal["cant_block", "cant_be_blocked"]


WORDS = {"cant_block": "can't block this turn", "cant_be_blocked": "can't be blocked this turn"}


def render(e: RestrictCombat) -> str:
    return f"{e.what} {WORDS[e.rule]}"
