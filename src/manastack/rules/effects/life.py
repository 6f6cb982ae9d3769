"""Verbs ``gain_life`` and ``lose_life`` (CR 119.3)."""


from __future__ import annotations

from manastack.cards.vocabulary.life import GainLife, LoseLife
from manastack.rules.damage import gain_life, lose_life
from manastack.rules.effects.base import Ctx, amount, players


def apply_gain(ctx: Ctx, e: GainLife) -> None:
    """CR 119.3: each named player gains life."""
    for pid in players(ctx, e.who):
        gain_life(ctx.game, pid, amount(ctx, e.amount))


def apply_lose(ctx: Ctx, e: LoseLife) -> None:
    """CR 119.3: each named player loses life."""
    total = 0
    for pid in players(ctx, e.who):
        before = ctx.game.players[pid].life
        lose_life(ctx.game, pid, amount(ctx, e.amount))
        total += before - ctx.game.players[pid].life
    if e.remember:
        ctx.results[e.remember] = total

