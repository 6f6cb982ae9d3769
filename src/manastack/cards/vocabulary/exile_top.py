"""Verb ``exile_top``: "<player> [may] exile(s) the top N cards of their library" (CR 406.2, 401.1);
``remember`` names the exiled cards (so "you may play that card" can refer to them, 607.2a)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef, Remember


class ExileTop(EffectBase):
    do: Literal["exile_top"]
    amount: Amount = 1
    who: PlayerRef = "you"
    optional: bool = False
    remember: Remember | None = None


def render(e: ExileTop) -> str:
    from manastack.cards.phrases import amount_words

    top = "the top card" if e.amount == 1 else f"the top {count_of(e.amount, 'card')}"
    whose = "your" if e.who == "you" else "their"
    if isinstance(e.amount, str) and amount_words(e.amount).startswith("the number of"):
        top, tail = "the top X cards", f", where X is {amount_words(e.amount)}"
        return f"exile {top} of your library{tail}" if e.who == "you" else \
            sentence(e.who, "exile", f"{top} of their library{tail}")
    if e.optional:
        return sentence(e.who, "may", f"exile {top} of {whose} library")
    return f"exile {top} of your library" if e.who == "you" else sentence(e.who, "exile", f"{top} of their library")
