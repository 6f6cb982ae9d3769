"""Verb ``exile_if_dies`` (CR 614.1a, 611.2a): a replacement effect of a resolved spell, until end of turn: the
named creature, if it would die for any reason (700.4), is exiled instead (``zones.move`` asks
``replacement.exiled_instead_of_dying``)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile_if_dies import ExileIfDies
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.replacement import EXILE_INSTEAD


def apply(ctx: Ctx, e: ExileIfDies) -> None:
    """CR 611.2c: the creature is locked in as the effect begins; the effect ends in the cleanup step (514.2)."""
    affected = tuple(objects(ctx, e.what))
    if affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "replacement", affected,
                   (("kind", EXILE_INSTEAD),), "end_of_turn")
