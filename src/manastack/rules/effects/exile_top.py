"""Verb ``exile_top``: the top N cards of the controller's library are exiled (CR 406.2, 401.1)."""

from __future__ import annotations

from manastack.cards.vocabulary.exile_top import ExileTop
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.zones import move
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: ExileTop) -> None:
    """CR 406.2: exile them face up, top card first (fewer if the library has fewer); remember the new objects
    (400.7)."""
    library = ctx.game.players[ctx.controller].library
    made = []
    for oid in list(library[:amount(ctx, e.amount)]):
        new = move(ctx.game, oid, Zone.EXILE, rule="406.2", why="is exiled")
        if new is not None:
            made.append(new.id)
    if e.remember:
        ctx.results[e.remember] = tuple(made)
