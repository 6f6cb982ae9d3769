"""Verb ``search``: "[You may] search your library for a <filter> card, put it into your hand (or onto the
battlefield), then shuffle" (CR 701.23).

701.23b: a player searching a hidden zone for cards with a stated quality may choose not to find one.
118.12b: an "if you do" after an optional search checks whether the player chose to search, not whether they
found anything — remembered under ``remember`` (default ``paid``).
"""


from __future__ import annotations

from manastack.cards.vocabulary.search import Search
from manastack.rules.effects.base import Ctx, amount
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
        flt = e.filter if e.mana_value_at_most is None else e.filter.model_copy(
            update={"max_mana_value": amount(ctx, e.mana_value_at_most)})     # counted once, as the search begins
        found = tuple(c for c in game.players[pid].library if matches(game, game.objects[c], flt, pid))
        return Decision(DecisionKind.CHOOSE_OBJECT, pid, "Choose a card to find (or nothing)", (*found, NOTHING),
                        (*(game.objects[c].card for c in found), "Find nothing"), "701.23b")
    if picked != NOTHING and e.reveal:      # CR 701.20a: every player sees the card found
        emit(game, "reveal", "701.20a", "{0} reveals {1}.", (game.players[pid].name,
             game.objects[as_int(picked)].card), player=pid, objects=(as_int(picked),))
    if picked != NOTHING and e.to != "top":
        zone = {"hand": Zone.HAND, "exile": Zone.EXILE}.get(e.to, Zone.BATTLEFIELD)
        moved = move(game, as_int(picked), zone, controller=pid, rule="701.23a",
                     why="is found and exiled" if e.to == "exile" else "is found")
        if e.found and moved is not None:
            ctx.results[e.found] = (moved.id,)
    library = game.players[pid].library
    if picked != NOTHING and e.to == "top":      # kept aside while the rest is shuffled, then put on top
        library.remove(as_int(picked))
    game.rng.shuffle(library)
    emit(game, "shuffle", "701.24a", "{0} shuffles their library.", (game.players[pid].name,), player=pid)
    if picked != NOTHING and e.to == "top":
        library.insert(0, as_int(picked))
        emit(game, "put_on_top", "701.23a", "{0} puts {1} on top of their library.",
             (game.players[pid].name, game.objects[as_int(picked)].card), player=pid, objects=(as_int(picked),))
    return None

