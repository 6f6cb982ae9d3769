"""Verb ``reveal_pick``: "reveal the top N cards of your library; you may put a <filter> card and/or a <filter>
card from among them into your hand; put the rest into your graveyard" (CR 701.20a, 608.2c). With ``each_card_type``,
"for each card type, you may exile a card of that type from among them" (Portent of Calamity: one card per card
type, CR 300.1; a card of two types stands for one of them); ``to`` is where the picked cards go and ``remember``
names them."""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CardRuleError, Remember
from manastack.types.markers import N_


class RevealPick(EffectBase):
    do: Literal["reveal_pick"]
    amount: Amount = 1
    picks: tuple[ObjectFilter, ...] = ()     # up to one card fitting each
    each_card_type: bool = False             # up to one card of each card type instead (CR 300.1)
    to: Literal["hand", "exile"] = "hand"
    rest: Literal["graveyard"] = "graveyard"
    remember: Remember | None = None

    @model_validator(mode="after")
    def _picks_or_each_type(self) -> RevealPick:
        if bool(self.picks) == self.each_card_type:
            raise CardRuleError(N_("reveal_pick names its 'picks' or says 'each_card_type', not both"))
        return self


def render(e: RevealPick) -> str:
    from manastack.cards.phrases import count_of, describe_filter

    top = "the top card" if e.amount == 1 else "the top " + count_of(e.amount, "card")
    if e.each_card_type:
        verb = "exile" if e.to == "exile" else "put into your hand"
        return (f"reveal {top} of your library. For each card type, you may {verb} a card of that type from among "
                f"them. Put the rest into your {e.rest}")
    cards = " and/or ".join(count_of(1, describe_filter(p).replace("permanent", "card") + " card")
                            for p in e.picks)
    return (f"reveal {top} of your library; you may put {cards} from among them into your hand; "
            f"put the rest into your {e.rest}")
