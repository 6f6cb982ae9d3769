"""Putting cards opponents own from exile into their owners' graveyards — the processors' cost (BFZ Eldrazi).

"Put a card an opponent owns from exile into that player's graveyard" is paid as a cost (an activated ability's,
CR 602.2b; a spell's additional cost, 601.2b and 601.2h) or, after "you may", on resolution (118.12: "If you do").
Only cards in exile owned by an opponent of the paying player qualify; the player chooses which, one at a time
(601.2h), a different card each. Face-down exiled cards can't be looked at (406.3) and are not offered here.
The cost can be paid only with enough such cards (601.2h: no partial payment; 118.12: otherwise it isn't paid).
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.rules.zones import move
from manastack.types.enums import Zone
from manastack.types.state import GameState


def processable(game: GameState, player: int, chosen: Iterable[int] = ()) -> tuple[int, ...]:
    """The face-up cards in exile owned by an opponent of ``player``, other than those already ``chosen``."""
    taken = set(chosen)
    return tuple(oid for oid in game.exile if oid not in taken and game.objects[oid].owner != player
                 and not game.objects[oid].face_down)


def put_into_graveyards(game: GameState, cards: Iterable[int], rule: str) -> None:
    """Each chosen card goes from exile into its owner's graveyard (a new object, CR 400.7)."""
    for oid in cards:
        obj = game.objects.get(oid)
        if obj is not None and obj.zone is Zone.EXILE:
            move(game, oid, Zone.GRAVEYARD, rule=rule,
                 why="exile_to_graveyard")
