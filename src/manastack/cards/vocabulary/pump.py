"""Verb ``pump``: "<objects> get +N/+M until end of turn" (CR 613.4c, layer 7c)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, ObjectRef


class Pump(EffectBase):
    do: Literal["pump"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None
    power: int = 0
    toughness: int = 0
    duration: Literal["end_of_turn", "permanent"] = "end_of_turn"
    per: Amount | None = None      # "-X/-0 where X is …": the bonus counted this many times, on resolution


def render(e: Pump) -> str:
    from manastack.cards.phrases import describe_filter

    who = e.what or f"each {describe_filter(e.each)}".replace("each another ", "each other ")
    if e.per is not None:
        from manastack.cards.phrases import amount_words

        return f"{who} gets {e.power:+d}/{e.toughness:+d} times {amount_words(e.per)} until end of turn"
    return f"{who} gets {e.power:+d}/{e.toughness:+d} until end of turn"

