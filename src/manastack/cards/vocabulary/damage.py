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
    by: ObjectRef | None = None     # the source dealing it, if not this: "target creature you control deals …"


def render(e: Damage) -> str:
    from manastack.cards.phrases import amount_words, subject

    where = f"each {describe_each(e.each)}" if e.each else (e.to or subject(e.to_player or ""))
    deal = f"{e.by} deals" if e.by else "deal"
    if isinstance(e.amount, str) and e.amount.startswith("power_of:"):
        words = "its power" if e.by and e.amount == f"power_of:{e.by}" else amount_words(e.amount)
        return f"{deal} damage equal to {words} to {where}"
    return f"{deal} {amount_words(e.amount)} damage to {where}"


def describe_each(flt: ObjectFilter | None) -> str:
    from manastack.cards.phrases import describe_filter

    return describe_filter(flt) if flt else "creature"

