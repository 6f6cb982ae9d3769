"""Exile "until <this> leaves the battlefield" (CR 610.3): a one-shot effect whose second half — returning the
card — happens right after the named permanent leaves the battlefield.

610.3a: if the permanent has already left by the time the card would be exiled, the card isn't exiled at all.
610.3c: the card returns to the battlefield under its owner's control, as a new object (400.7). A token exiled this
way has ceased to exist (704.5d) and doesn't return. ``game.exiled_until`` keeps (permanent, exiled card) pairs.
"""

from __future__ import annotations

from manastack.rules.events import note
from manastack.rules.zones import move
from manastack.types.enums import Zone
from manastack.types.state import GameState


def exile_until_leaves(game: GameState, oid: int, source: int | None) -> int | None:
    """Exile ``oid`` until ``source`` leaves the battlefield; None if it wasn't exiled (610.3a)."""
    from manastack.rules.keyword_actions import exile

    holder = game.objects.get(source) if source is not None else None
    if source is None or holder is None or holder.zone is not Zone.BATTLEFIELD:
        gone = game.lki.get(source) if source is not None else None
        note(game, "not_exiled", "610.3a", "{0} has already left the battlefield: nothing is exiled.",
             (gone.card if gone is not None else "Its source",))
        return None
    new = exile(game, oid)
    if new is not None:
        game.exiled_until = [*game.exiled_until, (source, new)]
    return new


def source_left(game: GameState, source: int) -> None:
    """CR 610.3, 610.3c: the permanent left the battlefield: each card it exiled returns under its owner's control."""
    held = [card for holder, card in game.exiled_until if holder == source]
    game.exiled_until = [(h, c) for h, c in game.exiled_until if h != source]
    for card in held:
        obj = game.objects.get(card)
        if obj is not None and obj.zone is Zone.EXILE and not obj.token:
            move(game, card, Zone.BATTLEFIELD, controller=obj.owner, rule="610.3c",
                 why="returns to the battlefield under its owner's control")
