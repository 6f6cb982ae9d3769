"""Verb ``look_at_top``: "look at the top N cards of your library. You may reveal a <filter> card from among
them and put it into your hand. Put the rest on the bottom of your library in a random order" (CR 401.4, 701.20).

``times`` multiplies N ("twice X"); ``take`` is how many cards may be taken (``exactly``: must be, as many as there
are, "put X cards from among them into your hand"); ``filter`` limits which; ``reveal`` shows the taken cards;
``rest`` is where the others go; ``battlefield_if`` lets the player put a taken card onto the battlefield instead
while that condition holds ("you may put it onto the battlefield if it's your turn").
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.phrases import amount_words, condition_words, count_of, describe_filter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, Condition


class LookAtTop(EffectBase):
    do: Literal["look_at_top"]
    amount: Amount
    times: int = 1
    take: Amount = 1
    exactly: bool = False
    filter: ObjectFilter | None = None
    reveal: bool = False
    rest: Literal["bottom_random", "graveyard"] = "bottom_random"
    battlefield_if: Condition | None = None


def render(e: LookAtTop) -> str:
    many = amount_words(e.amount) if not isinstance(e.amount, int) or e.amount > 5 else \
        count_of(e.amount, "card").split(" ")[0]
    look = f"look at twice {many} cards from the top of your library" if e.times == 2 else \
        f"look at the top {many} cards of your library"
    noun = "card" if e.filter is None else _card_noun(e.filter)
    if e.exactly:
        taken = f"put {amount_words(e.take)} cards from among them into your hand"
    else:
        verb = "reveal" if e.reveal else "choose"
        taken = f"you may {verb} {count_of(e.take, noun) if e.take != 1 else 'a ' + noun} from among them"
        taken += " and put it into your hand" if e.battlefield_if is None else ""
    text = f"{look}. {taken[:1].upper()}{taken[1:]}"
    if e.battlefield_if is not None:
        when = condition_words(e.battlefield_if).removeprefix("If ")
        text += f". You may put it onto the battlefield if {when}. If you don't put it onto the battlefield, " \
                "put it into your hand"
    if e.rest == "graveyard":
        return text + (" and the rest into your graveyard" if e.exactly else ". Put the rest into your graveyard")
    return text + ". Put the rest on the bottom of your library in a random order"


def _card_noun(flt: ObjectFilter) -> str:
    """"creature card with power 3 or less": the word "card" goes after the card type."""
    words = describe_filter(flt)
    kind = " or ".join(t.value.lower() for t in flt.types)
    return words.replace(kind, kind + " card", 1) if kind else words.replace("permanent", "card", 1)
