"""Verb ``grant``: "<objects> gain <keywords>" (CR 613.1f, layer 6)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import Keywords, ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CardRuleError, ObjectRef
from manastack.types.markers import N_


class Grant(EffectBase):
    do: Literal["grant"]
    what: ObjectRef | None = None
    each: ObjectFilter | None = None
    keywords: Keywords = ()
    ability: int | None = None    # "gain '<the card's granted ability N>'" (CR 613.1f; an index into its abilities)

    @model_validator(mode="after")
    def _something(self) -> Grant:
        if not self.keywords and self.ability is None:
            raise CardRuleError(N_("grant gives keywords or an ability"))
        if self.ability is not None and (self.keywords or self.choose_one):
            raise CardRuleError(N_("grant gives an ability or keywords, not both"))
        return self
    duration: Literal["end_of_turn", "permanent", "until_your_next_turn"] = "end_of_turn"
    choose_one: bool = False      # "gains your choice of double strike or trample": one of ``keywords``


def render(e: Grant) -> str:
    from manastack.cards.phrases import describe_filter, plural_of

    who = e.what or f"each {describe_filter(e.each)}"
    tail = {"end_of_turn": " until end of turn", "until_your_next_turn": " until your next turn"}.get(e.duration, "")
    if e.ability is not None:     # the ability's text is filled in by ``render.rules_text``
        many = e.what or plural_of(describe_filter(e.each))
        verb = "gains" if e.what else "gain"
        return f"{tail.strip()}, {many} {verb} {granted_marker(e.ability)}" if tail else \
            f"{many} {verb} {granted_marker(e.ability)}"
    if e.choose_one:
        words = [k.lower() for k in e.keywords]
        choice = " or ".join(words) if len(words) < 3 else f"{', '.join(words[:-1])}, or {words[-1]}"
        return f"{who} gains your choice of {choice}{tail}"
    return f"{who} gains {' and '.join(k.lower() for k in e.keywords)}{tail}"



def granted_marker(index: int) -> str:
    """A placeholder for the quoted text of the card's granted ability ``index`` (``render.rules_text``)."""
    return f"<granted {index}>"
