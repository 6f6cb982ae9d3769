"""Verb ``reveal_top``: "<player> reveals the top card of their library; if it's a land card, they put it
into their hand" (CR 701.20)."""


from __future__ import annotations

from manastack.cards.vocabulary.reveal_top import RevealTop
from manastack.rules.characteristics import chars
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import emit, player_ref
from manastack.rules.zones import move
from manastack.types.enums import CardType, Zone
from manastack.types.events import ObjectRef


def apply(ctx: Ctx, e: RevealTop) -> None:
    """CR 701.20a: revealing shows the card to all players; it stays where it is unless moved."""
    game = ctx.game
    revealed: list[int] = []
    for pid in players(ctx, e.who):
        library = game.players[pid].library
        if not library:
            continue
        top = game.objects[library[0]]
        emit(game, "reveal", "701.20a", player=pid, objects=(top.id,),
             data=(("player", player_ref(game, pid)), ("card", ObjectRef(top.id, top.card))))

        revealed.append(top.id)
        if e.to_hand or (e.land_to_hand and CardType.LAND in chars(game, top).types):
            moved = move(game, top.id, Zone.HAND, rule="701.20a", why="to_hand")
            revealed[-1] = moved.id if moved is not None else top.id
    if e.remember:
        ctx.results[e.remember] = tuple(revealed)

