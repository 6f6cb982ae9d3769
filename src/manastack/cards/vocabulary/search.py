"""Verb ``search``: "[You may] search your library for a <filter> card, put it into your hand (onto the
battlefield; or shuffle and put it on top), then shuffle" (CR 701.23).

701.23b: a player searching a hidden zone for cards with a stated quality may choose not to find one.
118.12b: an "if you do" after an optional search checks whether the player chose to search, not whether they
found anything — remembered under ``remember`` (default ``paid``). ``to: exile`` with ``found``: "exile that card"
(the card found is remembered under that name); ``mana_value_at_most``: "with mana value less than or equal to
<amount>" (converge: the number of colors of mana spent to cast this spell, counted as the search begins, 608.2h).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, Remember


class Search(EffectBase):
    do: Literal["search"]
    filter: ObjectFilter = ObjectFilter()
    to: Literal["hand", "battlefield", "top", "exile"] = "hand"   # top: "then shuffle and put that card on top"
    optional: bool = False
    reveal: bool = False         # "reveal it" (CR 701.20a): the found card is shown to every player
    remember: Remember = "paid"
    found: Remember | None = None          # names the card found ("exile that card … cast that card")
    mana_value_at_most: Amount | None = None

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
    where = "your hand" if e.to == "hand" else "the battlefield"
    article = "an" if noun[0].lower() in "aeiou" else "a"
    reveal = "reveal it, " if e.reveal else ""
    if e.to == "top":
        return f"{verb} your library for {article} {noun}, {reveal}then shuffle and put that card on top"
    if e.to == "exile":
        return f"{verb} your library for {article} {noun}, {reveal}exile that card, then shuffle"
    return f"{verb} your library for {article} {noun}, {reveal}put it into {where}, then shuffle"
