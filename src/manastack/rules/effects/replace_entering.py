"""Verb ``steal_entering``: "If a creature would enter the battlefield under an opponent's control this
turn, it enters under your control instead" (CR 614.1, 614.12)."""


from __future__ import annotations

from manastack.cards.vocabulary.replace_entering import StealEntering
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx
from manastack.rules.events import emit, player_ref


def apply(ctx: Ctx, e: StealEntering) -> None:
    """The replacement effect lasts until end of turn (CR 514.2)."""
    add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "replacement", (),
               (("kind", "steal_entering"),), "end_of_turn")
    emit(ctx.game, "replacement", "614.1", player=ctx.controller,
         data=(("player", player_ref(ctx.game, ctx.controller)),))

