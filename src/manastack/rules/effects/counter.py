"""Verb ``counter``: "counter target spell" (CR 701.6)."""


from __future__ import annotations

from manastack.cards.vocabulary.counter import Counter
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.keyword_actions import counter as counter_object
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: Counter) -> None:
    """CR 701.6a: remove the spell from the stack to its owner's graveyard (or exile, ``exile``)."""
    for oid in objects(ctx, e.what):
        counter_object(ctx.game, oid, Zone.EXILE if e.exile else Zone.GRAVEYARD)

