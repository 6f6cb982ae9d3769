"""Verbs ``gain_life`` and ``lose_life`` (CR 119.3)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import amount_words, sentence, where_x
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, PlayerRef, Remember


class GainLife(EffectBase):
    do: Literal["gain_life"]
    amount: Amount
    who: PlayerRef = "you"


class LoseLife(EffectBase):
    do: Literal["lose_life"]
    amount: Amount
    who: PlayerRef = "you"
    remember: Remember | None = None     # total life lost, for "you gain life equal to the life lost this way"


def render_gain(e: GainLife) -> str:
    if isinstance(e.amount, str) and e.amount.startswith("count:"):   # "1 life for each token you control"
        _, what, *each = e.amount.split(":")
        return sentence(e.who, "gain", f"{each[0] if each else 1} life for each {what.removesuffix('s')} you control")
    return sentence(e.who, "gain", f"{amount_words(e.amount)} life")


def render_lose(e: LoseLife) -> str:
    if isinstance(e.amount, str) and e.amount.startswith("mana_value_of:"):
        return sentence(e.who, "lose", f"life equal to {amount_words(e.amount)}")
    return sentence(e.who, "lose", f"{amount_words(e.amount)} life{where_x(e.amount)}")

