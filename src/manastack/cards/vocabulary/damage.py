"""Verb ``damage``: "deals N damage to <target>" / "to each creature …" (CR 120)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, ObjectRef, PlayerRef


class Damage(EffectBase):
    do: Literal["damage"]
    amount: Amount
    to: ObjectRef | None = None
    to_player: PlayerRef | None = None
    each: ObjectFilter | None = None
    by: ObjectRef | None = None          # the object that deals it (default: the spell or the ability's source)
    multiplier: int = 1                  # "twice its power"
    divided: bool = False                # "N damage divided as you choose among …" (CR 601.2d)


def render(e: Damage) -> str:
    from manastack.cards.phrases import amount_words, subject

    where = f"each {describe_each(e.each)}" if e.each else (e.to or subject(e.to_player or ""))
    verb = f"{e.by} deals" if e.by else "deal"
    if e.divided:
        return f"{verb} {amount_words(e.amount)} damage divided as you choose among {where}"
    if isinstance(e.amount, str) and e.amount.startswith("power_of:"):
        power = "its power" if e.by and e.amount == f"power_of:{e.by}" else amount_words(e.amount)
        times = {1: "", 2: "twice "}.get(e.multiplier, f"{e.multiplier} times ")
        return f"{verb} damage equal to {times}{power} to {where}"
    n = amount_words(e.amount) if e.multiplier == 1 else f"{e.multiplier} times {amount_words(e.amount)}"
    return f"{verb} {n} damage to {where}"


def describe_each(flt: ObjectFilter | None) -> str:
    from manastack.cards.phrases import describe_filter

    return describe_filter(flt) if flt else "creature"

