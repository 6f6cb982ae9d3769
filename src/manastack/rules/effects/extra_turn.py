"""Verb ``extra_turn``: "<player> takes an extra turn after this one" (CR 500.7)."""


from __future__ import annotations

from manastack.cards.vocabulary.extra_turn import ExtraTurn
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import emit, player_ref


def apply(ctx: Ctx, e: ExtraTurn) -> None:
    """CR 500.7: the most recently created extra turn is taken first."""
    for pid in players(ctx, e.who):
        ctx.game.extra_turns.insert(0, pid)
        emit(ctx.game, "extra_turn", "500.7", player=pid, data=(("player", player_ref(ctx.game, pid)),))

