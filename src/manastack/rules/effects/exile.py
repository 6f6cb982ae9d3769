"""Verb ``exile``: "exile <objects>" (CR 406)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile import Exile
from manastack.rules.effects.base import Ctx
from manastack.rules.effects.pump import affected_objects
from manastack.rules.keyword_actions import exile
from manastack.rules.until_leaves import exile_until_leaves


def apply(ctx: Ctx, e: Exile) -> None:
    """CR 406.2: exiled objects become new objects; ``remember`` keeps them for later instructions (607); "until
    this leaves the battlefield" links them to the source (610.3)."""
    found = affected_objects(ctx, e.what, e.each)
    if e.until_leaves:
        new_ids = exile_until_leaves(ctx.game, ctx.source, ctx.controller, found)
    else:
        new_ids = [n for oid in found if (n := exile(ctx.game, oid)) is not None]
    if e.remember:
        ctx.results[e.remember] = tuple(new_ids)

