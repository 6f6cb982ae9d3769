"""Verb ``reflexive``: "When you do, …" — a reflexive triggered ability that triggers on the choice just made
(CR 603.12). It always uses the stack, and its targets are chosen as it goes there."""


from __future__ import annotations

from manastack.cards.vocabulary.reflexive import Reflexive
from manastack.rules.effects.base import Ctx, remembered
from manastack.rules.events import note
from manastack.types.records import PendingTrigger


def apply(ctx: Ctx, e: Reflexive) -> None:
    """CR 603.12: it triggers now and is put on the stack the next time a player would receive priority."""
    linked = tuple(remembered(ctx, e.objects)) if e.objects else ()
    ctx.game.triggers.append(PendingTrigger(ctx.source or ctx.obj.id, ctx.obj.definition, e.ability, ctx.controller,
                                            ctx.name, {"objects": linked}))
    note(ctx.game, "triggered", "603.12", player=ctx.controller, data=(("variant", "reflexive"), ("source", ctx.name)))

