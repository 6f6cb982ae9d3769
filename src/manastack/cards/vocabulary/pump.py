"""Verb ``pump``: "<objects> get +N/+M until end of turn" (CR 613.4c, layer 7c); ``minus_x``: "-X/-X" (or, with
``minus_x_on: power``, "-X/-0"), X counted as the instruction is followed (608.2c)."""


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
    minus_x_on: Literal["both", "power"] = "both"    # "power": "-X/-0" (Roilmage's Trick)
    remember: Remember | None = None     # the objects affected ("untap them")
    duration: Literal["end_of_turn", "permanent"] = "end_of_turn"
    per: Amount | None = None      # "-X/-0 where X is …": the bonus counted this many times, on resolution


def render(e: Pump) -> str:
    from manastack.cards.phrases import amount_words, describe_filter, where_x

    who = e.what or f"each {describe_filter(e.each)}".replace("each another ", "each other ")
    if e.minus_x is not None:
        x, tail = amount_words(e.minus_x), where_x(e.minus_x)
        if x.startswith("X ("):      # "-X/-0 …, where X is the number of colors of mana spent …"
            x, tail = "X", f", where X is {x[3:-1]}"
        toughness = f"-{x}" if e.minus_x_on == "both" else "-0"
        return f"{who} gets -{x}/{toughness} until end of turn{tail}"
    power, toughness = _signed(e.power), _signed(e.toughness)
    xs = [amount_words(a) for a in (e.power, e.toughness) if isinstance(a, str)]
    where = f", where X is {xs[0]}" if xs else ""
    return f"{who} gets {power}/{toughness} until end of turn{where}"


def _signed(value: int | str) -> str:
    return f"{value:+d}" if isinstance(value, int) else "+X"

