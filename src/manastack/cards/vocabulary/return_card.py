"""Verb ``return_card``: "return <card> from a graveyard (or exile) to the battlefield / hand" (CR 400.7).

``filter`` keeps only the named cards that fit ("a creature card put into your graveyard this way"),
``choose`` returns only that many of them, chosen as the instruction is followed (608.2d), and
``counters`` makes the card enter with counters on it (122.6: "with a +1/+1 counter on it").
"""


from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CardRuleError, CounterKind, ObjectRef, Remember
from manastack.types.markers import N_


class ReturnCard(EffectBase):
    do: Literal["return_card"]
    what: ObjectRef
    # battlefield_or_hand: "… to your hand; you may return it to the battlefield instead"
    to: Literal["battlefield", "hand", "library_bottom", "battlefield_or_hand"] = "hand"
    under: Literal["you", "owner"] = "you"
    remember: Remember | None = None
    filter: ObjectFilter | None = None
    choose: int = 0
    optional: bool = False            # "you may put … into your hand": asked first (608.2d)
    counters: dict[CounterKind, int] = Field(default_factory=dict)
    tapped: bool = False          # "to the battlefield tapped"
    attacking: bool = False       # "tapped and attacking" (CR 508.4: it was never declared as an attacker)

    @model_validator(mode="after")
    def _optional_to_hand(self) -> ReturnCard:
        if self.optional and self.to != "hand":
            raise CardRuleError(N_("optional is written for a card put into the hand"))
        if (self.tapped or self.attacking or self.counters) and self.to != "battlefield":
            raise CardRuleError(N_("'tapped', 'attacking' and 'counters' describe a card returned to the battlefield"))
        return self


def render(e: ReturnCard) -> str:
    if e.optional and e.to == "hand":
        from manastack.cards.phrases import describe_filter

        kind = describe_filter(e.filter).replace("permanent", "card") if e.filter else "card"
        kind = kind if kind.endswith("card") else kind + " card"
        return f"you may put {'an' if kind[0] in 'aeiou' else 'a'} {kind} from among the {e.what} cards into your hand"
    if e.what == "your_graveyard":     # "return all land cards from your graveyard to the battlefield tapped"
        from manastack.cards.phrases import count_of, describe_filter

        noun = describe_filter(e.filter) + " " if e.filter is not None else ""
        where = "the battlefield" + (" tapped" if e.tapped else "") if e.to == "battlefield" else "your hand"
        extra = " and ".join(count_of(n, f"{kind} counter") for kind, n in e.counters.items())
        where += f" with {extra} on it" if extra else ""
        if e.choose:     # "return a creature card from your graveyard", chosen as it resolves (608.2d)
            return f"return {count_of(e.choose, noun + 'card')} from your graveyard to {where}"
        return f"return all {noun}cards from your graveyard to {where}"
    from manastack.cards.phrases import count_of

    if e.to == "hand" and e.what in ("those_cards", "exiled_cards"):
        return f"put {e.what} into your hand"      # several cards an earlier instruction remembered
    whose = "your" if e.under == "you" else "its owner's"
    if e.to == "library_bottom":
        return f"put {e.what} on the bottom of its owner's library"
    if e.to == "battlefield_or_hand":
        return f"return {e.what} to the battlefield under {whose} control or to its owner's hand (your choice)"
    extra = " and ".join(count_of(n, f"{kind} counter") for kind, n in e.counters.items())
    how = " tapped and attacking" if e.attacking else " tapped" if e.tapped else ""
    return f"return {e.what} to the battlefield under {whose} control{how}" + (
        f" with {extra} on it" if extra else "") if e.to == "battlefield" else f"return {e.what} to its owner's hand"

