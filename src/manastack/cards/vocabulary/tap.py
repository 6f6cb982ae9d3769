"""Verbs ``tap`` and ``untap`` (CR 701.26)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Tap(EffectBase):
    do: Literal["tap"]
    what: ObjectRef


class Untap(EffectBase):
    do: Literal["untap"]
    what: ObjectRef


def render_tap(e: Tap) -> str:
    return f"tap {e.what}"


def render_untap(e: Untap) -> str:
    return f"untap {e.what}"

