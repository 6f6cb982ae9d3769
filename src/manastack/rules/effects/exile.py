"""Verb ``exile``: "exile <objects>" (CR 406)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile import Exile
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import note
from manastack.rules.keyword_actions import exile
from manastack.rules.until_leaves import link, source_on_battlefield


def apply(ctx: Ctx, e: Exile) -> None:
    """CR 406.2: exiled objects become new objects; ``remember`` keeps them for later instructions (607);
    ``until_leaves``: they return when the source leaves the battlefield, and aren't exiled if it already has
    (610.3a, 610.3c)."""
    if e.until_leaves and not source_on_battlefield(ctx.game, ctx.source):
        note(ctx.game, "not_exiled", "610.3c", "{0} has left the battlefield: nothing is exiled.", (ctx.name,),
             player=ctx.controller)
        return
    new_ids = [n for oid in objects(ctx, e.what) if (n := exile(ctx.game, oid)) is not None]
    if e.until_leaves and ctx.source is not None:
        link(ctx.game, ctx.source, ctx.controller, tuple(new_ids))
    if e.remember:
        ctx.results[e.remember] = tuple(new_ids)

