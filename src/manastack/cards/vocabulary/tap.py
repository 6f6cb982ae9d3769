"""Verbs ``tap`` and ``untap`` (CR 701.26)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Tap(EffectBase):
    do: Literal["tap"]
    what: ObjectRef
    only: ObjectFilter | None = None    # "if a colorless creature is dealt damage this way, tap it": those that fit


class Untap(EffectBase):
    do: Literal["untap"]
    what: ObjectRef


class TapOrUntap(EffectBase):
    """"You may tap or untap <permanent>": its controller chooses as the instruction is followed (608.2d)."""

    do: Literal["tap_or_untap"]
    what: ObjectRef


def render_tap_or_untap(e: TapOrUntap) -> str:
    return f"you may tap or untap {e.what}"


def render_tap(e: Tap) -> str:
    if e.only is not None:
        from manastack.cards.phrases import describe_filter

        what = describe_filter(e.only)
        return f"tap {e.what} if it's {'an' if what[0] in 'aeiou' else 'a'} {what}"
    return f"tap {e.what}"


def render_untap(e: Untap) -> str:
    return f"untap {e.what}"

