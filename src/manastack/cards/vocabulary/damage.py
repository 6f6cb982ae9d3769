"""Verb ``damage``: "deals N damage to <target>" / "to each creature …" (CR 120); ``by`` names another source
than the spell or the ability's source: "then it [the target creature] deals damage equal to its power to …"
(Rabid Gnaw, 120.3); ``divided``: "N damage divided as you choose among …" (601.2d)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, ObjectRef, PlayerRef, Remember


class Damage(EffectBase):
    do: Literal["damage"]
    amount: Amount = 0
    per_player: Literal["nonbasic_lands"] | None = None   # "… to each player equal to the number of nonbasic
    to: ObjectRef | None = None                            # lands that player controls" (instead of ``amount``)
    to_player: PlayerRef | None = None
    each: ObjectFilter | None = None
    by: ObjectRef | None = None          # the object that deals it (default: the spell or the ability's source)
    times: int = 1            # "2 damage … for each of those cards" (``amount`` the count); "twice its power"
    remember: Remember | None = None     # the creatures dealt damage this way ("a creature dealt damage this way")
    divided: bool = False                # "N damage divided as you choose among …" (CR 601.2d)


def render(e: Damage) -> str:
    from manastack.cards.phrases import amount_words, subject

    where = f"each {describe_each(e.each)}" if e.each else (e.to or subject(e.to_player or ""))
    power = isinstance(e.amount, str) and e.amount.startswith("power_of:")
    if e.times != 1 and not power:
        each = "those cards that are still in exile" if e.amount == "linked" else amount_words(e.amount)
        return f"this deals {e.times} damage to {where} for each of {each}"
    if e.per_player is not None:
        return f"this deals damage to {where} equal to the number of nonbasic lands that player controls"
    verb = f"{e.by} deals" if e.by else "this deals" if e.amount == "power_of:this" else "deal"
    if e.divided:
        return f"{verb} {amount_words(e.amount)} damage divided as you choose among {where}"
    if power:     # "its power", "twice its power"
        its = "its power" if e.amount in (f"power_of:{e.by}", "power_of:this") else amount_words(e.amount)
        times = {1: "", 2: "twice "}.get(e.times, f"{e.times} times ")
        return f"{verb} damage equal to {times}{its} to {where}"
    if isinstance(e.amount, str) and e.amount.startswith("count:"):   # "equal to the number of creatures you control"
        return f"{verb} damage to {where} equal to {amount_words(e.amount)}"
    return f"{verb} {amount_words(e.amount)} damage to {where}"


def describe_each(flt: ObjectFilter | None) -> str:
    from manastack.cards.phrases import describe_filter

    return describe_filter(flt) if flt else "creature"

