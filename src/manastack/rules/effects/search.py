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
    first = 1 if e.optional else 0
    picked = [a for a in ctx.answers[first:] if a != NOTHING]
    if len(picked) < e.count and NOTHING not in ctx.answers[first:]:
        return _ask_card(ctx, e, picked)
    zone = Zone.HAND if e.to == "hand" else Zone.BATTLEFIELD
    why = "is found" if e.to == "hand" else "is found and put onto the battlefield" + (" tapped" if e.tapped else "")
    if e.reveal and picked:
        emit(game, "reveal", "701.20a", "{0} reveals {1}.",
             (game.players[pid].name, ", ".join(game.objects[as_int(c)].card for c in picked)), player=pid,
             objects=tuple(as_int(c) for c in picked))
    for card in picked:
        move(game, as_int(card), zone, controller=pid, rule="701.23a", why=why, tapped=e.tapped)
    game.rng.shuffle(game.players[pid].library)
    emit(game, "shuffle", "701.24a", "{0} shuffles their library.", (game.players[pid].name,), player=pid)
    return None


def _ask_card(ctx: Ctx, e: Search, picked: list[object]) -> Decision:
    """CR 701.23b: the next card to find among those with the stated quality (or none: stop looking)."""
    game, pid = ctx.game, ctx.controller
    found = tuple(c for c in game.players[pid].library
                  if c not in picked and matches(game, game.objects[c], e.filter, pid))
    prompt = "Choose a card to find (or nothing)" if e.count == 1 else \
        f"Choose a card to find ({len(picked) + 1} of up to {e.count}, or no more)"
    return Decision(DecisionKind.CHOOSE_OBJECT, pid, prompt, (*found, NOTHING),
                    (*(game.objects[c].card for c in found), "Find nothing"), "701.23b")
