"""Verb ``exile_top``: a player exiles the top N cards of their library, face up (CR 406.3); with fewer cards
there, all of them, and nobody loses for it — only drawing from an empty library does (704.5b)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile_top import ExileTop
from manastack.rules.effects.base import Ctx, amount, players
from manastack.rules.zones import move
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: ExileTop) -> None:
    """CR 406.3: each card goes to exile face up, top card first."""
    n = max(amount(ctx, e.amount), 0)
    exiled: list[int] = []
    for pid in players(ctx, e.who):
        for card in list(ctx.game.players[pid].library[:n]):
            new = move(ctx.game, card, Zone.EXILE, rule="406.3", why="is exiled from the top of its owner's library")
            if new is not None:
                exiled.append(new.id)
    if e.remember:
        ctx.results[e.remember] = tuple(exiled)
