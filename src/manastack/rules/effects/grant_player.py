"""Verb ``grant_player``: "<player> gains <keywords> until end of turn" (Dawn's Truce: "you gain hexproof").

CR 702.11d: a player with hexproof can't be the target of spells or abilities their opponents control.
The effect is a continuous effect of a resolved spell (611.2) that affects a player rather than objects: it
is kept in ``game.effects`` (layer ``player``) and read by ``statics.player_keywords``; "until end of turn"
ends in the cleanup step (514.2).
"""


from __future__ import annotations

from manastack.cards.vocabulary.grant_player import GrantPlayer
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import emit, player_ref

RULES = {"Hexproof": "702.11d", "Shroud": "702.18a"}


def apply(ctx: Ctx, e: GrantPlayer) -> None:
    """CR 611.2a: the effect begins now and affects each named player."""
    game = ctx.game
    for pid in players(ctx, e.who):
        add_effect(game, ctx.source or ctx.obj.id, ctx.controller, "player", (),
                   (("player", pid), ("add", e.keywords)), e.duration)
        emit(game, "grant_player", RULES.get(e.keywords[0], "611.2a") if e.keywords else "611.2a",
             player=pid, data=(("player", player_ref(game, pid)), ("keywords", tuple(e.keywords))))

