"""Verbs ``tap`` and ``untap`` (CR 701.26)."""


from __future__ import annotations

from manastack.cards.vocabulary.tap import Tap, Untap
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.keyword_actions import tap, untap


def apply_tap(ctx: Ctx, e: Tap) -> None:
    """CR 701.26a."""
    for oid in objects(ctx, e.what):
        tap(ctx.game, oid)


def apply_untap(ctx: Ctx, e: Untap) -> None:
    """CR 701.26b."""
    for oid in objects(ctx, e.what):
        untap(ctx.game, oid)

