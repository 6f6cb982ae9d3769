"""Verb ``exile``: "exile <objects>" (CR 406), maybe "until this leaves the battlefield" (CR 610.3)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile import Exile
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.keyword_actions import exile
from manastack.rules.until_leaves import exile_until_leaves


def apply(ctx: Ctx, e: Exile) -> None:
    """CR 406.2: exiled objects become new objects; ``remember`` keeps them for later instructions (607)."""
    if e.until:
        new_ids = [n for oid in objects(ctx, e.what) if (n := exile_until_leaves(ctx.game, oid, ctx.source))]
    else:
        new_ids = [n for oid in objects(ctx, e.what) if (n := exile(ctx.game, oid)) is not None]
    if e.remember:
        ctx.results[e.remember] = tuple(new_ids)

