"""Verb ``reveal_until`` (CR 701.20a, 401.4): reveal cards from the top of the library one by one until one fits;
that one is put onto the battlefield tapped (or into the hand), the others on the bottom in a random order (the
game's seeded generator, so a replay is the same). With none fitting, the whole library is revealed and
randomized (Clifftop Lookout's ruling). With ``to: exile``, every card is exiled one at a time until one fits
(406.3)."""


from __future__ import annotations

from manastack.cards.vocabulary.reveal_until import RevealUntil
from manastack.rules.effects.base import Ctx
from manastack.rules.events import emit, note, player_ref
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef


def apply(ctx: Ctx, e: RevealUntil) -> None:
    """CR 701.20a: each revealed card is shown to all players; they stay in the library until moved."""
    game = ctx.game
    pid = ctx.controller
    if e.to == "exile":
        _exile_until(ctx, e)
        return
    revealed: list[int] = []
    found = None
    for oid in list(game.players[pid].library):
        emit(game, "reveal", "701.20a", player=pid, objects=(oid,),
             data=(("player", player_ref(game, pid)), ("card", ObjectRef(oid, game.objects[oid].card))))
        if matches(game, game.objects[oid], e.filter, pid, ctx.source):
            found = oid
            break
        revealed.append(oid)
    if found is not None:
        if e.to == "hand":
            move(game, found, Zone.HAND, rule="701.20a", why="to_hand")
        else:
            move(game, found, Zone.BATTLEFIELD, controller=pid, rule="400.7", why="put_onto_battlefield_tapped",
                 tapped=True)
    for oid in revealed:     # moved in the order revealed; the random order is made after, unseen (hidden, 401.1)
        move(game, oid, Zone.LIBRARY, top=False, rule="401.4", why="bottom_of_library")
    if len(revealed) > 1:    # CR 401.4: in a random order, as the effect says, not one the owner picks
        library = game.players[pid].library
        bottom = library[len(library) - len(revealed):]
        game.rng.shuffle(bottom)
        library[len(library) - len(revealed):] = bottom
        note(game, "randomized", "401.4", player=pid, data=(("player", player_ref(game, pid)),))



def _exile_until(ctx: Ctx, e: RevealUntil) -> None:
    """CR 406.3: the top card is exiled face up, then the next, until one fits; they all stay in exile. The one
    that fits is remembered ("that card")."""
    game = ctx.game
    for oid in list(game.players[ctx.controller].library):
        fits = matches(game, game.objects[oid], e.filter, ctx.controller, ctx.source)
        new = move(game, oid, Zone.EXILE, rule="406.3", why="exiled_from_library")
        if fits:
            if e.remember and new is not None:
                ctx.results[e.remember] = (new.id,)
            return
