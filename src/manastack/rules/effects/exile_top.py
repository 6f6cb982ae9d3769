"""Verb ``exile_top``: a player exiles the top N cards of their library (CR 406.3), all of them when it has
fewer (an empty library: nothing happens, and nobody loses for it — only drawing from one does, 704.5b)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile_top import ExileTop
from manastack.rules.effects.base import Ctx, amount, players
from manastack.rules.events import note
from manastack.rules.zones import move
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: ExileTop) -> None:
    """CR 406.3: the cards go face up into exile, top card first; ``remember`` keeps them."""
    game = ctx.game
    count = amount(ctx, e.amount)
    exiled: list[int] = []
    for pid in players(ctx, e.who):
        library = game.players[pid].library
        if not library:
            note(game, "library_empty", "406.3", "{0}'s library is empty: there is no card to exile.",
                 (game.players[pid].name,), player=pid)
        for card in library[:max(count, 0)]:
            new = move(game, card, Zone.EXILE, rule="406.3", why="@exiles")
            if new is not None:
                exiled.append(new.id)
    if e.remember:
        ctx.results[e.remember] = tuple(exiled)
