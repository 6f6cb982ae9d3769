"""Verb ``emblem``: "<player> gets an emblem with "…"" (CR 114.1).

The emblem is a definition of the card pool with ``emblem: true`` and only abilities (CR 114.2), named by
``emblem``; its text is rendered inside quotation marks, as printed.
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef


class GetEmblem(EffectBase):
    do: Literal["emblem"]
    emblem: str            # the name of an emblem definition (``emblem: true``)
    who: PlayerRef = "you"


def render(e: GetEmblem) -> str:
    from manastack.cards.pool import CardPool  # the pool is built from these models: read it only here
    from manastack.cards.render import rules_text

    definition = CardPool.builtin().get_ignoring_case(e.emblem)
    if definition is None or not definition.emblem:
        return sentence(e.who, "get", f"the emblem {e.emblem}")
    return sentence(e.who, "get", f'an emblem with "{rules_text(definition)}"')
