"""Verb ``exile_top`` (CR 406.3, 401.1): a player exiles the top N cards of their library, face up."""


from __future__ import annotations

from manastack.cards.vocabulary.exile_top import ExileTop
from manastack.rules.effects.base import Ctx, amount, answer, players
from manastack.rules.events import note, player_ref
from manastack.rules.zones import move
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: ExileTop) -> Decision | None:
    """CR 406.2: the top ``amount`` cards (all of them if fewer, 401.1) go to exile in order; "you may" is a
    choice made on resolution (608.2d); ``remember`` keeps the exiled cards (607.2a)."""
    game = ctx.game
    who = players(ctx, e.who)
    count = amount(ctx, e.amount)
    if not who or count <= 0:
        return None
    if e.optional and answer(ctx) is None and game.players[who[0]].library:
        return Decision(DecisionKind.YES_NO, who[0], Prompt.of("exile_top", count=count), ("yes", "no"),
                        (Label.of("exile"), Label.of("dont_exile")), "608.2d")
    exiled: list[int] = []
    if e.optional and answer(ctx) == "no":
        note(game, "declined", "608.2d", player=who[0],
             data=(("variant", "exile"), ("player", player_ref(game, who[0]))))
    else:
        for pid in who:
            exiled += _exile_top(ctx, pid, count)
    if e.remember:
        ctx.results[e.remember] = tuple(exiled)
    return None


def _exile_top(ctx: Ctx, pid: int, count: int) -> list[int]:
    """CR 406.3: the cards go face up into exile, top card first; an empty library exiles nothing, and nobody
    loses for it (only drawing from one does, 704.5b)."""
    game = ctx.game
    library = game.players[pid].library
    if not library:
        note(game, "library_empty", "406.3", player=pid, data=(("player", player_ref(game, pid)),))

    return [new.id for card in library[:count] if (new := move(game, card, Zone.EXILE, rule="406.2",
                                                                why="exiles")) is not None]
