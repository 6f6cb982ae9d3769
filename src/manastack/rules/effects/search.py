"""Verb ``search``: "[You may] search your library for [up to N] <filter> card(s), put it into your hand (or onto
the battlefield [tapped]), then shuffle" (CR 701.23).

701.23b: a player searching a hidden zone for cards with a stated quality may choose not to find one.
118.12b: an "if you do" after an optional search checks whether the player chose to search, not whether they
found anything — remembered under ``remember`` (default ``paid``).
"""


from __future__ import annotations

from manastack.cards.vocabulary.search import Search
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.events import emit, note, player_ref
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef

NOTHING = "nothing"


def apply(ctx: Ctx, e: Search) -> Decision | None:
    """Ask whether to search (if optional), then which cards (one at a time, or none), then move them and
    shuffle."""
    game = ctx.game
    pid = ctx.controller
    if e.optional and not ctx.answers:
        return Decision(DecisionKind.YES_NO, pid, Prompt.of("search_library"), ("yes", "no"),
                        (Label.of("search"), Label.of("dont_search")), "118.12b")
    chose = not e.optional or ctx.answers[0] == "yes"
    ctx.results[e.remember] = chose
    if not chose:
        note(game, "declined", "118.12b", player=pid, data=(("variant", "search"), ("player", player_ref(game, pid))))
        return None
    first = 1 if e.optional else 0
    picked = [as_int(a) for a in ctx.answers[first:] if a != NOTHING]
    if len(picked) < e.count and NOTHING not in ctx.answers[first:]:
        return _ask_card(ctx, e, picked)
    if picked and e.reveal:      # CR 701.20a: every player sees the card found
        emit(game, "reveal", "701.20a", player=pid, objects=tuple(picked),
             data=(("variant", "cards"), ("player", player_ref(game, pid)),
                   ("cards", tuple(ObjectRef(c, game.objects[c].card) for c in picked))))
    if e.to != "top":
        zone = {"hand": Zone.HAND, "exile": Zone.EXILE}.get(e.to, Zone.BATTLEFIELD)
        why = "found_exiled" if e.to == "exile" else "found_tapped" if e.tapped else "found"
        for card in picked:
            new = move(game, card, zone, controller=pid, rule="701.23a", tapped=e.tapped, why=why)
            if e.found and new is not None:     # "untap that land", "cast that card"
                ctx.results[e.found] = (new.id,)
    library = game.players[pid].library
    if picked and e.to == "top":      # kept aside while the rest is shuffled, then put on top
        library.remove(picked[0])
    game.rng.shuffle(library)
    emit(game, "shuffle", "701.24a", player=pid, data=(("player", player_ref(game, pid)),))
    if picked and e.to == "top":
        library.insert(0, picked[0])
        emit(game, "put_on_top", "701.23a", player=pid, objects=(picked[0],),
             data=(("player", player_ref(game, pid)), ("card", ObjectRef(picked[0], game.objects[picked[0]].card))))

    return None


def _ask_card(ctx: Ctx, e: Search, picked: list[int]) -> Decision:
    """CR 701.23b: the next card to find among those with the stated quality (or none: stop looking)."""
    game, pid = ctx.game, ctx.controller
    flt = e.filter if e.mana_value_at_most is None else e.filter.model_copy(
        update={"max_mana_value": amount(ctx, e.mana_value_at_most)})     # "less than or equal to" (converge)
    found = tuple(c for c in game.players[pid].library
                  if c not in picked and matches(game, game.objects[c], flt, pid))
    prompt = Prompt.of("search_find", variant="one" if e.count == 1 else "several", nth=len(picked) + 1,
                       count=e.count)
    return Decision(DecisionKind.CHOOSE_OBJECT, pid, prompt, (*found, NOTHING),
                    (*object_labels(game.objects, found), Label.of("find_nothing")), "701.23b")
