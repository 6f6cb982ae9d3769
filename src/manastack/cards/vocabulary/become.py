"""Verb ``become``: "<object> becomes a P/T [colors] [subtypes] creature with [abilities] … It's still a land."
(CR 611.2, 613.1d–f, 613.4b, 205.1b).

One instruction makes up to four continuous effects with the same timestamp, one per layer it touches
(CR 613.6: an effect that changes several characteristics applies in each of those layers): types and
subtypes are *added* in layer 4 ("it's still a land", 205.1b keeps the old types), colors are *set* in
layer 5 (105.3), abilities are added in layer 6, base power and toughness are set in layer 7b. Counters
and pumps still apply on top (7c). Later "becomes" effects win in the layers they share (613.7).
``become`` is the shared function: the ``become`` verb (manlands) and the awaken animation (702.113a)
both call it.
"""


from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from manastack.cards.parts import Keywords
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import CardRuleError, CounterKind, ObjectRef
from manastack.types.enums import CardType, Color
from manastack.types.markers import N_


class Become(EffectBase):
    do: Literal["become"]
    what: ObjectRef = "this"
    types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] | None = None     # None: colors unchanged; () would make it colorless
    keywords: Keywords = ()
    power: int | None = None
    toughness: int | None = None
    duration: Literal["end_of_turn", "until_your_next_turn", "permanent"] = "end_of_turn"
    while_counter: CounterKind | None = None   # "for as long as it has a flood counter on it" (CR 611.2b)

    @model_validator(mode="after")
    def _one_duration(self) -> Become:
        if self.while_counter is not None and self.duration != "permanent":
            raise CardRuleError(N_("'while_counter' is the effect's duration: duration: permanent"))
        return self


def render(e: Become) -> str:
    tail = "; it keeps its other card types" if e.types else " in addition to its other types" if e.subtypes \
        else ""      # CR 205.1b: types are added
    if e.while_counter is not None:
        tail += f" for as long as it has a {e.while_counter} counter on it"
    return f"{e.what} becomes {describe(e)}{tail}"


def describe(e: Become) -> str:
    """"a 2/3 white and black Elemental creature with lifelink until end of turn"."""
    words = []
    if e.power is not None and e.toughness is not None:
        words.append(f"{e.power}/{e.toughness}")
    if e.colors is not None:
        words.append(" and ".join(c.value for c in e.colors) if e.colors else "colorless")
    words += [*e.subtypes, *(t.value.lower() for t in e.types)]
    text = " ".join(words)
    if text:
        text = ("an " if text[0] in "aeiouAEIOU8" else "a ") + text
    if e.keywords:
        text += (" with " if text else "") + " and ".join(k.lower() for k in e.keywords)
    if e.duration == "end_of_turn":
        text += " until end of turn"
    elif e.duration == "until_your_next_turn":
        text += " until your next turn"
    return text
