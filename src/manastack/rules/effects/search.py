"""Verb ``search``: "[You may] search your library for a <filter> card, put it into your hand (or onto the
battlefield), then shuffle" (CR 701.23).

701.23b: a player searching a hidden zone for cards with a stated quality may choose not to find one.
118.12b: an "if you do" after an optional search checks whether the player chose to search, not whether they
found anything — remembered under ``remember`` (default ``paid``).
"""


from __future__ import annotations

from manastack.cards.vocabulary.search import Search
from manastack.rules.effects.base import Ctx
from manastack.rules.events import emit, note
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone

NOTHING = "nothing"


def apply(ctx: Ctx, e: Search) -> Decision | None:
    """Ask whether to search (if optional), then which card (or none), then move it and shuffle."""
    game = ctx.game
    pid = ctx.controller
    if e.optional and not ctx.answers:
        return Decision(DecisionKind.YES_NO, pid, "Search your library?", ("yes", "no"), ("Search", "Don't"),
                        "118.12b")
    chose = not e.optional or ctx.answers[0] == "yes"
    ctx.results[e.remember] = chose
    if not chose:
        note(game, "declined", "118.12b", "{0} chooses not to search.", (game.players[pid].name,), player=pid)
        return None
    picked = ctx.answers[1 if e.optional else 0] if len(ctx.answers) > (1 if e.optional else 0) else None
    if picked is None:
        found = tuple(c for c in game.players[pid].library if matches(game, game.objects[c], e.filter, pid))
        return Decision(DecisionKind.CHOOSE_OBJECT, pid, "Choose a card to find (or nothing)", (*found, NOTHING),
                        (*(game.objects[c].card for c in found), "Find nothing"), "701.23b")
    if e.to == "library_top":
        _to_top(ctx, picked)
        return None
    if picked != NOTHING:
        zone = Zone.HAND if e.to == "hand" else Zone.BATTLEFIELD
        new = move(game, as_int(picked), zone, controller=pid, rule="701.23a", why="is found", tapped=e.tapped)
        if e.found and new is not None:
            ctx.results[e.found] = (new.id,)
    _shuffle(ctx)
    return None


def _shuffle(ctx: Ctx) -> None:
    game, pid = ctx.game, ctx.controller
    game.rng.shuffle(game.players[pid].library)
    emit(game, "shuffle", "701.24a", "{0} shuffles their library.", (game.players[pid].name,), player=pid)


def _to_top(ctx: Ctx, picked: object) -> None:
    """CR 701.23a, 701.20a: the card found is revealed; the library is shuffled and the card put on top."""
    game, pid = ctx.game, ctx.controller
    library = game.players[pid].library
    card = None if picked == NOTHING else as_int(picked)
    if card is not None:
        emit(game, "reveal", "701.20a", "{0} reveals {1}.", (game.players[pid].name, game.objects[card].card),
             player=pid, objects=(card,))
        library.remove(card)
    _shuffle(ctx)
    if card is not None:
        library.insert(0, card)
        note(game, "to_top", "701.23a", "{0} puts {1} on top of their library.",
             (game.players[pid].name, game.objects[card].card), player=pid, objects=(card,))

