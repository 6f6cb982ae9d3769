"""Verb ``win_game``: "you win the game" (CR 104.2b)."""


from __future__ import annotations

from manastack.cards.vocabulary.win_game import WinGame
from manastack.rules.effects.base import Ctx
from manastack.rules.events import player_ref


def apply(ctx: Ctx, e: WinGame) -> None:
    """CR 104.2b: an effect may state that a player wins; every other player loses (104.3e)."""
    from manastack.rules.sba import lose

    for p in ctx.game.players:
        if p.in_game and p.id != ctx.controller:
            lose(ctx.game, p.id, "104.2b", "wins_by",
                 (("winner", player_ref(ctx.game, ctx.controller)), ("card", ctx.name)))
    from manastack.rules.sba import end_if_over

    end_if_over(ctx.game)

