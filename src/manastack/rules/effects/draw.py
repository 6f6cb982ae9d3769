"""Verb ``draw``: "<player> draws N cards" (CR 121)."""


from __future__ import annotations

from manastack.cards.vocabulary.draw import Draw
from manastack.rules.effects.base import Ctx, amount, players
from manastack.rules.keyword_actions import draw as draw_cards


def apply(ctx: Ctx, e: Draw) -> None:
    """CR 121.1: each named player draws."""
    for pid in players(ctx, e.who):
        draw_cards(ctx.game, pid, amount(ctx, e.amount))

