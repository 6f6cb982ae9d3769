"""Verb ``bounce``: "return <target> to its owner's hand" (CR 400.7), or "… on the top or bottom of their library"
(``library_top_or_bottom``: the owner chooses); with ``choose`` instead of ``what``,
"return another creature you control to its owner's hand": one permanent fitting the filter, chosen as the
instruction is followed (608.2d); with ``each``, every permanent that fits; ``optional``: "you may return …"
(with ``choose``: yes or no, then which); ``remember`` names what was returned (for "If you do", as a result:
``result:<name>``)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CardRuleError, ObjectRef, Remember
from manastack.types.markers import N_


class Bounce(EffectBase):
    do: Literal["bounce"]
    what: ObjectRef | None = None
    choose: ObjectFilter | None = None
    each: ObjectFilter | None = None     # "return each nonland, nontoken permanent to its owner's hand"
    to: Literal["hand", "library_top", "library_top_or_bottom"] = "hand"   # top or bottom: the owner chooses
    optional: bool = False
    remember: Remember | None = None

    @model_validator(mode="after")
    def _one_way(self) -> Bounce:
        if [self.what, self.choose, self.each].count(None) != 2:
            raise CardRuleError(N_("bounce names what it returns: 'what' (an object), 'choose' or 'each' (a filter), "
                                   "one of them"))
        if self.each is not None and self.optional:
            raise CardRuleError(N_("'optional' goes with 'what' or 'choose' (\"you may return …\"), not with 'each'"))
        if self.to == "library_top_or_bottom" and (self.what is None or self.optional):
            raise CardRuleError(N_("'library_top_or_bottom' puts the named object ('what') there, and isn't optional"))
        return self


def render(e: Bounce) -> str:
    from manastack.cards.phrases import describe_filter

    if e.to == "library_top_or_bottom":
        return f"the owner of {e.what} puts it on the top or bottom of their library"

    if e.each is not None:
        what = f"each {describe_filter(e.each)}"
    else:
        what = e.what if e.what is not None else f"{describe_filter(e.choose)}"
        what = what if e.what is not None or what.startswith("another") else "a " + what
    where = "its owner's hand" if e.to == "hand" else "top of its owner's library"
    verb = "you may return" if e.optional else "return"
    return f"put {what} on {where}" if e.to != "hand" else f"{verb} {what} to {where}"
