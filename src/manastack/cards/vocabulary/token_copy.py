"""Verb ``create_token_copy``: "create a token that's a copy of <object>[, except it's P/T]" (CR 707.2, 111.1).

The token is created with the copiable values of the original (707.2; ``rules.copiable``): the card or
definition it copies, plus copy exceptions — an exception this effect makes ("except it's 1/1") becomes part
of the token's copiable values (707.9b). ``filter`` makes the copy conditional on the original ("if that
creature isn't legendary"); the original is read as it last existed if it has left (608.2h).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, ObjectRef, PlayerRef, Remember
from manastack.types.enums import Color


class CreateTokenCopy(EffectBase):
    do: Literal["create_token_copy"]
    of: ObjectRef = "target"
    who: PlayerRef = "you"
    filter: ObjectFilter | None = None
    power: int | None = None
    toughness: int | None = None
    colors: tuple[Color, ...] | None = None       # "except it's white" (embalm, 702.128a)
    add_subtypes: tuple[str, ...] = ()            # "… Zombie in addition to its other types"
    no_mana_cost: bool = False                    # "… with no mana cost"
    amount: Amount = 1                            # "create X tokens that are copies of …"
    remember: Remember | None = None


def render(e: CreateTokenCopy) -> str:
    from manastack.cards.phrases import amount_words, describe_filter

    head = f"create a token that's a copy of {e.of}" if e.amount == 1 else \
        f"create {amount_words(e.amount)} tokens that are copies of {e.of}"
    if e.power is not None:
        head += f", except it's {e.power}/{e.toughness}"
    if e.colors is not None or e.add_subtypes or e.no_mana_cost:
        color = " ".join(c.value for c in e.colors or ())
        head += f", except it's a {color} {' '.join(e.add_subtypes)} with no mana cost".replace("  ", " ")
    return head + (f", if it's a {describe_filter(e.filter)}" if e.filter is not None else "")

