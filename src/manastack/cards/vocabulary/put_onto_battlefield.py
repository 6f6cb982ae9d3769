"""Verb ``put_onto_battlefield``: "you may put a <filter> card from your hand onto the battlefield"
(CR 400.7). With ``optional``, the result (``remember``) is whether the player chose to — CR 118.12 judges
"if you do" by the choice, even if a replacement effect changes where or how the card enters. With
``zone: exile``, ``owner`` and ``any_number``: "you may put any number of land cards that player owns from exile
onto the battlefield under your control" (Oblivion Sower; face-down exiled cards have no characteristics, 708.2).
``zone: hand_or_graveyard``: "from your hand or graveyard"; ``counters``: it enters with them (122.6)."""


from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CardRuleError, CounterKind, PlayerRef, Remember
from manastack.types.markers import N_


class PutOntoBattlefield(EffectBase):
    do: Literal["put_onto_battlefield"]
    filter: ObjectFilter = ObjectFilter()
    zone: Literal["hand", "exile", "hand_or_graveyard"] = "hand"
    owner: PlayerRef = "you"         # whose cards (in exile: the cards that player owns)
    any_number: bool = False         # "any number of <filter> cards", chosen one at a time (608.2d)
    optional: bool = True
    remember: Remember = "paid"
    counters: dict[CounterKind, int] = Field(default_factory=dict)   # "with a finality counter on it"

    @model_validator(mode="after")
    def _sensible(self) -> PutOntoBattlefield:
        if self.zone != "exile" and self.owner != "you":
            raise CardRuleError(N_("cards are put from your own hand or graveyard ('owner' is for exile)"))
        if self.any_number and not self.optional:
            raise CardRuleError(N_("'any_number' includes none: it is optional"))
        return self


def render(e: PutOntoBattlefield) -> str:
    from manastack.cards.phrases import describe_filter

    what = describe_filter(e.filter)
    if e.zone == "exile":
        whose = "you own" if e.owner == "you" else "that player owns"
        many = f"any number of {what} cards" if e.any_number else f"a {what} card"
        return f"you may put {many} {whose} from exile onto the battlefield under your control"
    from manastack.cards.phrases import count_of

    many = f"any number of {what} cards" if e.any_number else f"a {what} card"
    where = "your hand or graveyard" if e.zone == "hand_or_graveyard" else "your hand"
    extra = " and ".join(count_of(n, f"{kind} counter") for kind, n in e.counters.items())
    return f"you may put {many} from {where} onto the battlefield" + (f" with {extra} on it" if extra else "")
