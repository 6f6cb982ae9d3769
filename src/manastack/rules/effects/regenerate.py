"""Verb ``regenerate``: a regeneration shield on the permanents named (CR 701.19a, a replacement effect lasting
this turn, used once), applied by ``replacement.regenerates``."""


from __future__ import annotations

from manastack.cards.vocabulary.regenerate import Regenerate
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import note, object_ref
from manastack.rules.replacement import REGENERATE


def apply(ctx: Ctx, e: Regenerate) -> None:
    """CR 701.19a: each permanent named gets a shield for the next time it would be destroyed this turn."""
    for oid in objects(ctx, e.what):
        if oid in ctx.game.battlefield:
            add_effect(ctx.game, ctx.source if ctx.source is not None else ctx.obj.id, ctx.controller,
                       "replacement", (oid,), (("kind", REGENERATE),), "end_of_turn")
            note(ctx.game, "regeneration_shield", "701.19a", objects=(oid,),
                 data=(("object", object_ref(ctx.game, ctx.game.objects[oid])),))

