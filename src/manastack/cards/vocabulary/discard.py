"""Verb ``discard``: "<player> discards N cards" — the discarding player chooses (CR 701.9); with ``all``,
"<player> discards their hand" (701.9a: every card in it, no choice); ``optional`` makes it "you may discard
your hand", a choice recorded under ``remember`` for "If you do" (118.12: the choice counts, even with an empty
hand, as Byway Barterer's ruling says); with ``chooser: you``, "<player> reveals their hand, you choose a <filter>
card from it, and they discard that card" (701.9b)."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.phrases import count_of, describe_filter, sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CardRuleError, PlayerRef, Remember
from manastack.types.markers import N_


class Discard(EffectBase):
    do: Literal["discard"]
    amount: Amount = 1
    who: PlayerRef = "you"
    all: bool = False
    optional: bool = False
    remember: Remember | None = None
    chooser: Literal["discarding", "you"] = "discarding"
    filter: ObjectFilter | None = None       # with ``chooser: you``: the kind of card that may be chosen
    unless: ObjectFilter | None = None       # "… discards two cards unless they discard a nonland card"

    @model_validator(mode="after")
    def _hand_only(self) -> Discard:
        if (self.optional or self.remember) and not self.all:
            raise CardRuleError(N_("'optional' and 'remember' go with 'all: true' (\"you may discard your hand\")"))
        if self.filter is not None and self.chooser != "you":
            raise CardRuleError(N_("'filter' goes with 'chooser: you' (the card chosen from the revealed hand)"))
        if self.unless is not None and (self.all or self.chooser != "discarding"):
            raise CardRuleError(N_("'unless' goes with a discard the discarding player chooses"))
        return self


def render(e: Discard) -> str:
    if e.all:
        return sentence(e.who, "may" if e.optional else "discard", ("discard " if e.optional else "") +
                        ("your hand" if e.who == "you" else "their hand"))
    if e.chooser == "you":
        noun = "card" if e.filter is None else describe_filter(e.filter).replace("permanent", "card")
        return sentence(e.who, "reveal", f"their hand, you choose {count_of(e.amount, noun)} from it, and they "
                                         "discard that card")
    text = sentence(e.who, "discard", count_of(e.amount, "card"))
    if e.unless is not None:
        text += f" unless they discard a {describe_filter(e.unless).replace('permanent', 'card')} card"
    return text.replace(" card card", " card")
