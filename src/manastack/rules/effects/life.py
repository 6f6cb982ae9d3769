"""Verbs ``gain_life`` and ``lose_life`` (CR 119.3)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import amount_words, sentence
from manastack.cards.words import Amount, PlayerRef, Remember
from manastack.rules.damage import gain_life, lose_life
from manastack.rules.effects.base import Ctx, EffectBase, amount, players


class GainLife(EffectBase):
    do: Literal["gain_life"]
    amount: Amount
    who: PlayerRef = "you"


class LoseLife(EffectBase):
    do: Literal["lose_life"]
    amount: Amount
    who: PlayerRef = "you"
    remember: Remember | None = None     # total life lost, for "you gain life equal to the life lost this way"


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


def render_gain(e: GainLife) -> str:
    return sentence(e.who, "gain", f"{amount_words(e.amount)} life")


def render_lose(e: LoseLife) -> str:
    return sentence(e.who, "lose", f"{amount_words(e.amount)} life")
