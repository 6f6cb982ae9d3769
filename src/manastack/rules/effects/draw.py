"""Verb ``draw``: "<player> draws N cards" (CR 121)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.phrases import count_of, sentence
from manastack.cards.words import Amount, PlayerRef
from manastack.rules.effects.base import Ctx, EffectBase, amount, players
from manastack.rules.keyword_actions import draw as draw_cards


class Draw(EffectBase):
    do: Literal["draw"]
    amount: Amount = 1
    who: PlayerRef = "you"


def apply(ctx: Ctx, e: Draw) -> None:
    """CR 121.1: each named player draws."""
    for pid in players(ctx, e.who):
        draw_cards(ctx.game, pid, amount(ctx, e.amount))


def render(e: Draw) -> str:
    return sentence(e.who, "draw", count_of(e.amount, "card"))
