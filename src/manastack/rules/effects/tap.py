"""Verbs ``tap`` and ``untap`` (CR 701.26)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.words import ObjectRef
from manastack.rules.effects.base import Ctx, EffectBase, objects
from manastack.rules.keyword_actions import tap, untap


class Tap(EffectBase):
    do: Literal["tap"]
    what: ObjectRef


class Untap(EffectBase):
    do: Literal["untap"]
    what: ObjectRef


def apply_tap(ctx: Ctx, e: Tap) -> None:
    """CR 701.26a."""
    for oid in objects(ctx, e.what):
        tap(ctx.game, oid)


def apply_untap(ctx: Ctx, e: Untap) -> None:
    """CR 701.26b."""
    for oid in objects(ctx, e.what):
        untap(ctx.game, oid)


def render_tap(e: Tap) -> str:
    return f"tap {e.what}"


def render_untap(e: Untap) -> str:
    return f"untap {e.what}"
