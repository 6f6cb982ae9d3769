"""Verb ``lose_life_unless``: "[for each <kind> counter on this,] each opponent loses N life unless that player
sacrifices a nonland permanent or discards a card" (CR 118.12, 608.2h).

Repeated "unless" choices (Rottenmouth Viper's ruling): each player, in turn order, makes every one of their
choices first — a permanent to sacrifice, a card to discard, or neither, never the same object twice — then all
of them happen at once, and the player loses N life once for each "neither". The count of counters is read from
the source as it last existed on the battlefield if it has left (608.2h).
"""


from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from manastack.cards.parts import Cost
from manastack.cards.phrases import sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.vocabulary.pay import describe_cost
from manastack.cards.words import CardRuleError, CounterKind
from manastack.types.markers import N_


class LoseLifeUnless(EffectBase):
    do: Literal["lose_life_unless"]
    who: Literal["opponents"] = "opponents"
    amount: int
    cost: Cost                      # "unless that player sacrifices a nonland permanent"
    or_cost: Cost | None = None     # "… or discards a card"
    per_counter: CounterKind | None = None    # "for each blight counter on this" (the choice, once each)

    @field_validator("cost", "or_cost")
    @classmethod
    def _one_object(cls, cost: Cost | None) -> Cost | None:
        if cost is not None and (cost.parts() not in ({"sacrifice"}, {"discard"}) or cost.discard > 1):
            raise CardRuleError(N_("a repeated unless cost sacrifices one permanent or discards one card"))
        return cost


def render(e: LoseLifeUnless) -> str:
    def third(cost: Cost) -> str:      # "sacrifices a nonland permanent", "discards a card"
        words = describe_cost(cost)
        verb, _, rest = words.partition(" ")
        return f"{verb}s {rest}"

    unless = third(e.cost) + (f" or {third(e.or_cost)}" if e.or_cost is not None else "")
    text = sentence(e.who, "lose", f"{e.amount} life") + f" unless that player {unless}"
    return f"for each {e.per_counter} counter on this, {text}" if e.per_counter is not None else text
