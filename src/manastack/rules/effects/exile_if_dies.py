"""Verb ``exile_if_dies``: "If <creature> would die this turn, exile it instead" — a replacement effect lasting
this turn (CR 614.1a, 611.2a) on the objects named, applied by ``replacement.dying_to``."""


from __future__ import annotations

from manastack.cards.vocabulary.exile_if_dies import ExileIfDies
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.replacement import EXILE_IF_DIES


def apply(ctx: Ctx, e: ExileIfDies) -> None:
    """CR 614.1a, 611.2c: the affected creatures are locked in now; the effect ends in the cleanup step (514.2)."""
    affected = tuple(objects(ctx, e.what))
    if affected:
        add_effect(ctx.game, ctx.source if ctx.source is not None else ctx.obj.id, ctx.controller, "replacement",
                   affected, (("kind", EXILE_IF_DIES),), "end_of_turn")
