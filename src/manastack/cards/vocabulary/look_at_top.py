"""Verb ``look_at_top``: "look at the top N cards of your library. You may reveal a <filter> card from among
them and put it into your hand. Put the rest on the bottom of your library in a random order" (CR 401.1, 401.4,
701.20a).

``times`` multiplies N ("look at twice X cards from the top"); ``battlefield_if``: "you may put it onto the
battlefield if <condition>. If you don't …, put it into your hand"; ``exactly: true`` with ``take``: "put X cards
from among them into your hand" (no reveal, and no "may"), ``rest: graveyard``: "and the rest into your graveyard".
``rest: bottom_any``: "[reveal] up to ``take`` <filter> cards from among them (``take: null``: any number; at least
``min``) and put them into your hand (``to: top``: on top of your library in any order), and the rest on the bottom
of your library in any order" (CR 401.5); ``optional``: "you may look … If you do", remembered as ``paid`` (118.12).
"""


from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, CardRuleError, Condition
from manastack.types.markers import N_

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


class LookAtTop(EffectBase):
    do: Literal["look_at_top"]
    amount: Amount
    times: int = 1
    filter: ObjectFilter = ObjectFilter()     # the card that may be revealed and put into the hand
    battlefield_if: Condition | None = None
    exactly: bool = False
    take: Amount | None = 1
    rest: Literal["bottom_random", "graveyard", "bottom_any"] = "bottom_random"
    min: int = Field(0, ge=0)                  # with ``bottom_any``: the fewest taken ("put one of them …")
    reveal: bool = False
    to: Literal["hand", "top"] = "hand"
    optional: bool = False

    @model_validator(mode="after")
    def _one_way(self) -> LookAtTop:
        if self.rest == "bottom_any":
            return self._chosen_order()
        if self.take is None or self.min or self.reveal or self.to != "hand" or self.optional:
            raise CardRuleError(N_("'min', 'reveal', 'to', 'optional' and 'take: null' go with 'rest: bottom_any'"))
        if not self.exactly and (self.take != 1 or self.rest != "bottom_random"):
            raise CardRuleError(N_("'take' and 'rest' go with 'exactly: true' (\"put X cards from among them into your "
                                   "hand and the rest …\")"))
        if self.exactly and (self.battlefield_if is not None or self.filter != ObjectFilter()):
            raise CardRuleError(N_("'exactly' puts any of the cards into the hand: no 'filter' or 'battlefield_if'"))
        return self

    def _chosen_order(self) -> LookAtTop:
        if self.exactly or self.times != 1 or self.battlefield_if is not None or not isinstance(self.amount, int):
            raise CardRuleError(N_("'rest: bottom_any' takes a fixed number of cards, without 'exactly', 'times' or "
                                   "'battlefield_if'"))
        if self.take is not None and (not isinstance(self.take, int) or self.min > self.take):
            raise CardRuleError(N_("'take' is a number no smaller than 'min'"))
        return self


def render(e: LookAtTop) -> str:
    from manastack.cards.phrases import amount_words, condition_words, describe_filter

    if e.rest == "bottom_any":
        return _render_any_order(e)
    many = NUMBER_WORDS.get(e.amount, str(e.amount)) if isinstance(e.amount, int) else amount_words(e.amount)
    look = f"look at twice {many} cards from the top of your library" if e.times == 2 else \
        f"look at the top {many} cards of your library"
    bottom = ". Put the rest on the bottom of your library in a random order"
    if e.exactly:
        rest = " and the rest into your graveyard" if e.rest == "graveyard" else bottom
        return f"{look}. Put {amount_words(e.take or 0)} cards from among them into your hand{rest}"
    kind = describe_filter(e.filter).replace("permanent", "card")
    if " card" not in kind and not kind.startswith("card"):   # "creature card with power 3 or less"
        kind = kind.replace(" with ", " card with ", 1) if " with " in kind else kind + " card"
    article = "an" if kind[0] in "aeiou" else "a"
    text = f"{look}. You may reveal {article} {kind} from among them"
    if e.battlefield_if is None:
        return f"{text} and put it into your hand{bottom}"
    when = condition_words(e.battlefield_if).removeprefix("If ")
    return f"{text}. You may put it onto the battlefield if {when}. If you don't put it onto the battlefield, put " \
           f"it into your hand{bottom}"


def _render_any_order(e: LookAtTop) -> str:
    from manastack.cards.phrases import describe_filter

    assert isinstance(e.amount, int) and not isinstance(e.take, str)     # checked by ``_chosen_order``
    look = f"{'you may look' if e.optional else 'look'} at the top {NUMBER_WORDS.get(e.amount, str(e.amount))} " \
        "cards of your library"
    noun = describe_filter(e.filter).replace("permanent", "card")
    noun = noun if "card" in noun else noun + " card"
    if e.take is None:
        what = f"any number of {noun}s"
    else:
        n = NUMBER_WORDS.get(e.take, str(e.take))
        what = f"{n} {noun}" if e.take == 1 else f"{n} {noun}s"
        what = what if e.min == e.take else "up to " + what
    where = "into your hand" if e.to == "hand" else "on top of your library in any order"
    then = ". If you do, " if e.optional else "; "
    it = "it" if e.take == 1 else "them"
    return f"{look}{then}{'reveal' if e.reveal else 'choose'} {what} from among them and put {it} {where}, and the " \
        "rest on the bottom of your library in any order"
