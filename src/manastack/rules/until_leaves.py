"""Exile "until [this] leaves the battlefield" (CR 610.3): a one-shot effect that exiles objects and, as part
of the same effect, returns them when the source leaves.

610.3a: the exiled cards return to the battlefield under their owners' control immediately after the source
leaves — nothing happens in between, not even state-based actions; 610.3c: if the source has already left the
battlefield as the exile would happen, nothing is exiled. A token exiled this way ceases to exist (111.8) and
doesn't return. The link is an effect record in ``game.effects`` (layer ``until_leaves``) naming the source and
the exiled cards (607.2a: only the cards this effect exiled).
"""

from __future__ import annotations

from manastack.rules.continuous import add_effect
from manastack.rules.events import note
from manastack.rules.keyword_actions import exile
from manastack.types.enums import Zone
from manastack.types.state import GameState

LAYER = "until_leaves"


def exile_until_leaves(game: GameState, source: int | None, controller: int, found: list[int]) -> list[int]:
    """Exile ``found`` until ``source`` leaves the battlefield; returns the exiled cards' new ids."""
    src = game.objects.get(source) if source is not None else None
    if src is None or src.zone is not Zone.BATTLEFIELD:
        note(game, "not_exiled", "610.3c", "Nothing is exiled: the source has already left the battlefield.",
             player=controller)
        return []
    exiled = [n for oid in found if (n := exile(game, oid)) is not None]
    if exiled:
        add_effect(game, src.id, controller, LAYER, tuple(exiled), (), "permanent")
    return exiled


def source_left(game: GameState, source: int) -> None:
    """CR 610.3a: the source has left the battlefield: the cards it exiled return at once, together."""
    from manastack.rules.zones import move

    linked = [e for e in game.effects if e.layer == LAYER and e.source == source]
    if not linked:
        return
    game.effects = [e for e in game.effects if e not in linked]
    for effect in linked:
        for card in effect.affected:
            obj = game.objects.get(card)
            if obj is not None and obj.zone is Zone.EXILE and not obj.token:    # CR 111.8: a token doesn't
                move(game, card, Zone.BATTLEFIELD, controller=obj.owner, rule="610.3a",
                     why="returns to the battlefield under its owner's control")
