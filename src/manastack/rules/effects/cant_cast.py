"""Verb ``cant_cast``: "<players> can't cast spells this turn" (Bilbo's Gambit).

CR 101.2: when a rule or effect allows something and another effect says it can't happen, the "can't"
wins: the flag ``Player.cant_cast`` is read by ``priority.can_cast`` for every spell, from any zone, and is
cleared in the cleanup step (514.2: "this turn" effects end).
"""


from __future__ import annotations

from manastack.cards.vocabulary.cant_cast import CantCast
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import emit, player_ref


def apply(ctx: Ctx, e: CantCast) -> None:
    """CR 101.2: each named player can't cast spells for the rest of the turn."""
    for pid in players(ctx, e.who):
        ctx.game.players[pid].cant_cast = True
        emit(ctx.game, "cant_cast", "101.2", player=pid, data=(("player", player_ref(ctx.game, pid)),))

