"""Verb ``exile``: "exile <objects>" (CR 406); ``until_leaves`` — "until this leaves the battlefield"
(CR 610.3); with ``who`` and ``filter`` instead of ``what``: "<player> exiles a <filter> they control" — that
player chooses which (608.2d), ``amount`` of them ("exiles two permanents they control"); with ``each``: "exile
each creature with power 5 or greater" (every permanent that fits as it is followed); ``link``: the cards are
"exiled with" the source, which its other abilities refer to (CR 607.2a, Keen-Eyed Curator; the condition
``exiled_types_at_least:<N>``)."""


from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.phrases import count_of, describe_filter, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CardRuleError, ObjectRef, PlayerRef, Remember
from manastack.types.markers import N_


class Exile(EffectBase):
    do: Literal["exile"]
    what: ObjectRef | None = None
    who: PlayerRef | None = None
    filter: ObjectFilter = ObjectFilter()
    amount: int = Field(1, ge=1)         # how many a player chooses and exiles (with ``who``)
    each: ObjectFilter | None = None     # "exile each creature with power 5 or greater"
    remember: Remember | None = None
    link: bool = False
    until_leaves: bool = False           # "… until this permanent leaves the battlefield" (CR 610.3)

    @model_validator(mode="after")
    def _one_way(self) -> Exile:
        if [self.what, self.who, self.each].count(None) != 2:
            raise CardRuleError(N_("exile names one of 'what' (the objects), 'each' (a filter) or 'who' (a player "
                                   "exiling one they choose)"))
        if self.amount != 1 and self.who is None:
            raise CardRuleError(N_("'amount' counts the permanents a player ('who') chooses to exile"))
        if self.until_leaves and self.link:
            raise CardRuleError(N_("'until_leaves' and 'link' are two ways of remembering the exiled card: one of "
                                   "them"))
        if self.until_leaves and self.who:
            raise CardRuleError(N_("'until_leaves' exiles 'what' or 'each' names, not a card a player chooses"))
        return self


def render(e: Exile) -> str:
    if e.who is not None:
        return sentence(e.who, "exile", f"{count_of(e.amount, describe_filter(e.filter))} they control")
    what = e.what or f"each {describe_filter(e.each)}"
    return f"exile {what}" + (" until this permanent leaves the battlefield" if e.until_leaves else "")

