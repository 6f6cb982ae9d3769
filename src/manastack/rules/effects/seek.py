"""Verb ``seek``: "seek N <filter> cards" (Alchemy, MTG Arena; Pool Resources).

Seek is a digital-only keyword action defined by the Alchemy rules, not by the Comprehensive Rules: to seek
a card is to put a card chosen at random among those in your library that fit the filter into your hand; if
none fits, nothing happens. "Seek two" seeks one card twice. The random choice uses the game's seeded
generator ``game.rng`` (architecture §1: a seed and the actions replay a game). Seeking isn't drawing: it
doesn't count as a draw (CR 121.1 doesn't apply) and an empty library makes no one lose (704.5b).
"""


from __future__ import annotations

from manastack.cards.vocabulary.seek import Seek
from manastack.rules.effects.base import Ctx, amount, players
from manastack.rules.events import note, player_ref
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.enums import Zone

RULE = "Alchemy: seek"     # digital-only: no CR number (the Alchemy rules define it)


def apply(ctx: Ctx, e: Seek) -> None:
    """Each named player seeks ``amount`` times: a random fitting card from their library to their hand."""
    game = ctx.game
    for pid in players(ctx, e.who):
        for _ in range(amount(ctx, e.amount)):
            library = game.players[pid].library
            fitting = [c for c in library if matches(game, game.objects[c], e.filter, pid)]
            if not fitting:
                note(game, "seek_none", RULE, player=pid, data=(("player", player_ref(game, pid)),))
                break
            move(game, fitting[game.rng.below(len(fitting))], Zone.HAND, rule=RULE, why="seeks")

