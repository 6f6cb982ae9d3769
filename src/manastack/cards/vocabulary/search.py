"""Verb ``search``: "[You may] search your library for [up to N] <filter> card(s), put it into your hand (onto the
battlefield [tapped]; or shuffle and put it on top), then shuffle" (CR 701.23).

701.23b: a player searching a hidden zone for cards with a stated quality may choose not to find one.
118.12b: an "if you do" after an optional search checks whether the player chose to search, not whether they
found anything — remembered under ``remember`` (default ``paid``). ``to: exile`` with ``found``: "exile that card"
(the card found is remembered under that name); ``mana_value_at_most``: "with mana value less than or equal to
<amount>" (converge: the number of colors of mana spent to cast this spell, counted as the search begins, 608.2h).
"""


from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CardRuleError, Remember
from manastack.types.markers import N_


class Search(EffectBase):
    do: Literal["search"]
    filter: ObjectFilter = ObjectFilter()
    to: Literal["hand", "battlefield", "top", "exile"] = "hand"   # top: "then shuffle and put that card on top"
    optional: bool = False
    reveal: bool = False         # "reveal it" (CR 701.20a): the found card is shown to every player
    remember: Remember = "paid"
    tapped: bool = False         # "put it onto the battlefield tapped" (CR 110.5b)
    count: int = Field(1, ge=1)  # "up to two": each one found is a choice, and none may be (701.23b)
    found: Remember | None = None        # the card found: "untap that land", "exile that card … cast that card"
    mana_value_at_most: Amount | None = None

    @model_validator(mode="after")
    def _fits(self) -> Search:
        if self.tapped and self.to != "battlefield":
            raise CardRuleError(N_("'tapped' goes with 'to: battlefield'"))
        if self.count > 1 and (self.to in ("top", "exile") or self.reveal):
            raise CardRuleError(N_("'count' finds cards for the hand or the battlefield, unrevealed"))
        return self

    def remembers(self) -> tuple[str, ...]:
        return (self.remember, *((self.found,) if self.found else ()))


def render(e: Search) -> str:
    from manastack.cards.phrases import describe_filter

    verb = "you may search" if e.optional else "search"
    # "a land card", "a colorless creature card with mana value 7 or greater": the noun names a card
    worth = [f"with mana value {n} or {more}" for n, more in ((e.filter.max_mana_value, "less"),
                                                              (e.filter.min_mana_value, "greater")) if n is not None]
    noun = describe_filter(e.filter.model_copy(update={"max_mana_value": None, "min_mana_value": None}))
    if e.mana_value_at_most is not None:
        from manastack.cards.phrases import amount_words

        bound = amount_words(e.mana_value_at_most)
        worth.append("with mana value less than or equal to " + (
            "the number of colors of mana spent to cast this spell" if e.mana_value_at_most == "converge" else bound))
    noun = " ".join([noun.replace("permanent", "card") if "permanent" in noun else noun + " card", *worth])
    where = "into your hand" if e.to == "hand" else "onto the battlefield" + (" tapped" if e.tapped else "")
    article = "an" if noun[0].lower() in "aeiou" else "a"
    reveal = "reveal it, " if e.reveal else ""
    if e.to == "top":
        return f"{verb} your library for {article} {noun}, {reveal}then shuffle and put that card on top"
    if e.count > 1:
        from manastack.cards.phrases import count_of

        return f"{verb} your library for up to {count_of(e.count, noun)}, put them {where}, then shuffle"
    if e.to == "exile":
        return f"{verb} your library for {article} {noun}, {reveal}exile that card, then shuffle"
    return f"{verb} your library for {article} {noun}, {reveal}put it {where}, then shuffle"
