"""Verb ``protect_player``: "until your next turn, your life total can't change and you gain protection from
everything" (Perch Protection).

CR 119.7: a player whose life total can't change can't gain or lose life (``damage.gain_life`` and
``lose_life`` read ``Player.life_locked``, reset by ``continuous.end_until_next_turn``). CR 702.16j:
protection from everything is a player keyword, a continuous effect like hexproof (``grant_player``) read by
``statics.player_keywords``: the player can't be targeted (``targets.can_target_player``) and all damage that
would be dealt to them is prevented (``damage._after_prevention``). Both last until that player's next turn
begins (611.2b).
"""


from __future__ import annotations

from manastack.cards.vocabulary.protect_player import ProtectPlayer
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import emit, player_ref

PROTECTION = "Protection from everything"


def apply(ctx: Ctx, e: ProtectPlayer) -> None:
    """CR 119.7, 702.16j, 611.2b: until the player's next turn."""
    game = ctx.game
    for pid in players(ctx, e.who):
        player = game.players[pid]
        if e.life_locked:
            player.life_locked = True
            emit(game, "life_locked", "119.7", player=pid, data=(("player", player_ref(game, pid)),))
        if e.protection:
            add_effect(game, ctx.source or ctx.obj.id, pid, "player", (),
                       (("player", pid), ("add", (PROTECTION,))), "until_your_next_turn")
            emit(game, "protection", "702.16j", player=pid, data=(("player", player_ref(game, pid)),))

