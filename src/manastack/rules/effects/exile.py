"""Verb ``exile``: "exile <objects>" (CR 406)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile import Exile
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.keyword_actions import exile


def apply(ctx: Ctx, e: Exile) -> None:
    """CR 406.2: exiled objects become new objects; ``remember`` keeps them for later instructions (607)."""
    new_ids = [n for oid in objects(ctx, e.what) if (n := exile(ctx.game, oid)) is not None]
    if e.remember:
        ctx.results[e.remember] = tuple(new_ids)

