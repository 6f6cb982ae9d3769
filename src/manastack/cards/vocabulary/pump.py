"""Verb ``pump``: "<objects> get +N/+M until end of turn" (CR 613.4c, layer 7c); ``minus_x``: "-X/-X", X counted
as the instruction is followed (608.2c)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, ObjectRef, Remember


class Pump(EffectBase):
    do: Literal["pump"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None
    power: Amount = 0       # a number, or X worked out once as it resolves ("where X is its power")
    toughness: Amount = 0
    minus_x: Amount | None = None        # "-X/-X": X subtracted from both, worked out the same way
    remember: Remember | None = None     # the objects affected ("untap them")
    duration: Literal["end_of_turn", "permanent"] = "end_of_turn"


def render(e: Pump) -> str:
    from manastack.cards.phrases import amount_words, describe_filter, where_x

    who = e.what or f"each {describe_filter(e.each)}"
    if e.minus_x is not None:
        x = amount_words(e.minus_x)
        return f"{who} gets -{x}/-{x} until end of turn{where_x(e.minus_x)}"
    power, toughness = _signed(e.power), _signed(e.toughness)
    xs = [amount_words(a) for a in (e.power, e.toughness) if isinstance(a, str)]
    where = f", where X is {xs[0]}" if xs else ""
    return f"{who} gets {power}/{toughness} until end of turn{where}"


def _signed(value: int | str) -> str:
    return f"{value:+d}" if isinstance(value, int) else "+X"

