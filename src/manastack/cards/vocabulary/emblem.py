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


def render(e: GetEmblem, text: str | None = None) -> str:
    """``text``: the emblem's rules text (``cards.render`` reads it from the pool, which is built from these
    models); without it the emblem is named."""
    if text is None:
        return sentence(e.who, "get", f"the emblem {e.emblem}")
    return sentence(e.who, "get", f'an emblem with "{text}"')
