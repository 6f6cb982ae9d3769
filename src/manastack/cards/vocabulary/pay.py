"""Verb ``pay``: a cost paid on resolution — "[do something]. If you do, …", "… unless [a player] pays"
(CR 118.12).

The result recorded under ``remember`` (default ``paid``) is whether the player *chose* to pay an
optional cost, or *started* paying a mandatory one — not what the payment achieved (118.12).
A cost the player can't pay is not asked (scenario format) and counts as not paid.
"""


from __future__ import annotations

from typing import Literal

from pydantic import field_validator, model_validator

from manastack.cards.parts import Cost, only_parts
from manastack.cards.phrases import sentence
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CardRuleError, PlayerRef, Remember
from manastack.types.markers import N_


class Pay(EffectBase):
    do: Literal["pay"]
    who: PlayerRef = "you"
    cost: Cost
    or_cost: Cost | None = None          # "unless they sacrifice a nonland permanent or discard a card"
    optional: bool = True
    remember: Remember = "paid"

    @model_validator(mode="after")
    def _either(self) -> Pay:
        if self.or_cost is not None and (not self.optional or self.or_cost.forage or self.cost.forage):
            raise CardRuleError(N_("or_cost is a second cost the player may choose instead; it can't be mandatory "
                                   "or forage"))
        return self

    @field_validator("cost", "or_cost")
    @classmethod
    def _payable(cls, cost: Cost | None) -> Cost | None:
        if cost is None:
            return None
        parts = frozenset({"mana", "sacrifice_self", "sacrifice", "sacrifice_count", "discard", "life", "forage",
                           "process"})
        if cost.forage and cost.parts() & {"sacrifice_self", "sacrifice", "discard"}:
            raise CardRuleError(N_("foraging paid on resolution goes with mana or life only"))
        return only_parts(cost, parts, N_("a paid-on-resolution cost"))

    def remembers(self) -> tuple[str, ...]:
        """Whether it was paid, and the permanent sacrificed to pay it (Heart-Piercer Manticore)."""
        return (self.remember, self.remember + "_objects")


def render(e: Pay) -> str:
    what = describe_cost(e.cost) + (f" or {describe_cost(e.or_cost)}" if e.or_cost is not None else "")
    if e.cost.forage and not e.cost.mana.mana_value:    # CR 701.61a
        return sentence(e.who, "may" if e.optional else "must", what)
    if not e.optional and e.cost.sacrifice_self and not e.cost.mana.mana_value:
        return "sacrifice this permanent"
    if (e.cost.sacrifice is not None or e.cost.discard or e.cost.process or e.cost.sacrifice_self or e.cost.life) \
            and not e.cost.mana.mana_value:      # the cost's own verb: "may pay 2 life", "may discard a card"
        return sentence(e.who, "may" if e.optional else "must", what)
    return sentence(e.who, "may pay" if e.optional else "pay", what)


def worded(variant: str, cost: Cost) -> str:
    """The variant of a sentence that quotes ``cost``: as it is for a cost that starts with mana ("pays {2}"),
    ``_act`` for one that starts with an action ("pays the cost: discard a card", "Discard a card?")."""
    return variant if cost.mana.mana_value else variant + "_act"


def describe_cost(cost: Cost) -> str:
    parts = []
    if cost.mana.mana_value:
        parts.append(cost.mana.render())
    if cost.sacrifice_self:
        parts.append("sacrifice this")
    if cost.sacrifice is not None:
        from manastack.cards.phrases import describe_filter

        what = describe_filter(cost.sacrifice)
        if cost.sacrifice_count > 1:      # "sacrifice three other nonland permanents"
            from manastack.cards.phrases import count_of

            parts.append("sacrifice " + count_of(cost.sacrifice_count, what.replace("another ", "other ")))
        else:
            parts.append(f"sacrifice {what}" if what.startswith("another") else f"sacrifice a {what}")
    if cost.discard:
        from manastack.cards.phrases import count_of

        parts.append(f"discard {count_of(cost.discard, 'card')}")
    if cost.life:
        parts.append(f"pay {cost.life} life")
    if cost.forage:
        parts.append("forage (exile three cards from your graveyard or sacrifice a Food)")
    if cost.process:
        from manastack.cards.phrases import process_words

        parts.append(process_words(cost.process))
    return ", ".join(parts) or "nothing"
