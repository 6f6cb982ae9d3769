"""Verbs ``tap`` and ``untap`` (CR 701.26)."""


from __future__ import annotations

from manastack.cards.vocabulary.tap import Tap, Untap
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.filters import matches
from manastack.rules.keyword_actions import tap, untap


def apply_tap(ctx: Ctx, e: Tap) -> None:
    """CR 701.26a; ``only``: just the named objects that fit, as they are now."""
    for oid in objects(ctx, e.what):
        if e.only is None or (oid in ctx.game.objects and matches(ctx.game, ctx.game.objects[oid], e.only,
                                                                  ctx.controller)):
            tap(ctx.game, oid)


def apply_untap(ctx: Ctx, e: Untap) -> None:
    """CR 701.26b."""
    for oid in objects(ctx, e.what):
        untap(ctx.game, oid)

