"""Verb ``pay``: a cost paid on resolution — "[do something]. If you do, …", "… unless [a player] pays"
(CR 118.12).

The result recorded under ``remember`` (default ``paid``) is whether the player *chose* to pay an
optional cost, or *started* paying a mandatory one — not what the payment achieved (118.12).
A cost the player can't pay is not asked (scenario format) and counts as not paid.
"""


from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from manastack.cards.parts import Cost, only_parts
from manastack.cards.phrases import sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import PlayerRef, Remember


class Pay(EffectBase):
    do: Literal["pay"]
    who: PlayerRef = "you"
    cost: Cost
    optional: bool = True
    remember: Remember = "paid"

    @field_validator("cost")
    @classmethod
    def _payable(cls, cost: Cost) -> Cost:
        parts = frozenset({"mana", "sacrifice_self", "sacrifice", "discard", "life"})
        return only_parts(cost, parts, "a paid-on-resolution")

    def remembers(self) -> tuple[str, ...]:
        """Whether it was paid, and the permanent sacrificed to pay it (Heart-Piercer Manticore)."""
        return (self.remember, self.remember + "_objects")


def render(e: Pay) -> str:
    what = describe_cost(e.cost)
    if not e.optional and e.cost.sacrifice_self and not e.cost.mana.mana_value:
        return "sacrifice this permanent"
    if (e.cost.sacrifice is not None or e.cost.discard or e.cost.sacrifice_self) and not e.cost.mana.mana_value:
        return sentence(e.who, "may" if e.optional else "must", what)
    return sentence(e.who, "may pay" if e.optional else "pay", what)


def describe_cost(cost: Cost) -> str:
    parts = []
    if cost.mana.mana_value:
        parts.append(cost.mana.render())
    if cost.sacrifice_self:
        parts.append("sacrifice this")
    if cost.sacrifice is not None:
        from manastack.cards.phrases import describe_filter

        what = describe_filter(cost.sacrifice)
        parts.append(f"sacrifice {what}" if what.startswith("another") else f"sacrifice a {what}")
    if cost.discard:
        from manastack.cards.phrases import count_of

        parts.append(f"discard {count_of(cost.discard, 'card')}")
    if cost.life:
        parts.append(f"pay {cost.life} life")
    return ", ".join(parts) or "nothing"
