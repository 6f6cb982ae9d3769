"""Rewriting the cards a player cannot see, to check that an observation or an agent does not depend on them."""

from __future__ import annotations

from manastack.game import Game

DECOYS = ("Serra Angel", "Lightning Bolt", "Island", "Wind Drake", "Forest")


def scramble_hidden(game: Game, viewer: int) -> Game:
    """A copy of ``game`` in which every card ``viewer`` cannot see (other players' hands, every library) is
    replaced by a different card, the object ids kept: everything ``viewer`` may know is unchanged."""
    copy = game.clone()
    state = copy.state
    hidden = [oid for p in state.players for oid in p.library]
    hidden += [oid for p in state.players if p.id != viewer for oid in p.hand]
    for i, oid in enumerate(hidden):
        obj = state.objects[oid].copy()
        obj.card = next(name for k, name in enumerate(DECOYS * 2) if k >= i % len(DECOYS) and name != obj.card)
        state.objects[oid] = obj
    return copy


def hidden_names(game: Game, viewer: int) -> list[str]:
    """The true names of the cards ``viewer`` cannot see."""
    state = game.state
    return [state.objects[oid].card for p in state.players if p.id != viewer for oid in p.hand + p.library]
