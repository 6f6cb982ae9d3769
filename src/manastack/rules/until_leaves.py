"""One-shot effects lasting "until [this permanent] leaves the battlefield" (CR 610.3).

610.3: an object exiled this way returns to the battlefield immediately after its source leaves — nothing happens
in between, state-based actions included (ruling) — under its owner's control (610.3c); 610.3a: if the source has
already left the battlefield when the effect would begin, the object isn't exiled at all. The link is an effect
record (``layer == "until_leaves"``) naming the source and the exiled objects. A token exiled this way ceased to
exist (111.8) and doesn't return. The source's owner leaving the game makes it leave too (800.4a).
"""

from __future__ import annotations

from manastack.rules.continuous import add_effect
from manastack.rules.zones import move
from manastack.types.enums import Zone
from manastack.types.state import GameState

LAYER = "until_leaves"


def link(game: GameState, source: int, controller: int, exiled: tuple[int, ...]) -> None:
    """Remember that ``exiled`` come back when ``source`` leaves the battlefield."""
    if exiled:
        add_effect(game, source, controller, LAYER, exiled, (), "permanent")


def source_on_battlefield(game: GameState, source: int | None) -> bool:
    """CR 610.3a: the effect begins only while its source is still on the battlefield."""
    obj = game.objects.get(source) if source is not None else None
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def source_left(game: GameState, source: int) -> None:
    """CR 610.3, 610.3c: the objects exiled until ``source`` left return now, under their owners' control."""
    if not game.effects:
        return
    ended = [e for e in game.effects if e.layer == LAYER and e.source == source]
    if not ended:
        return
    game.effects = [e for e in game.effects if e not in ended]
    for effect in ended:
        for oid in effect.affected:
            obj = game.objects.get(oid)
            if obj is not None and obj.zone is Zone.EXILE:
                move(game, oid, Zone.BATTLEFIELD, controller=obj.owner, rule="610.3c",
                     why="returns_to_battlefield")
