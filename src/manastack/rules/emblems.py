"""Emblems (CR 114): created in the command zone by an effect, with abilities that work from there.

114.1: some effects put emblems into the command zone; 114.2: an emblem is controlled by the player who put it
there (or who "gets" it) and has no characteristics other than its abilities; 114.4: its abilities function in
the command zone; 114.5: it is neither a card nor a permanent, and never leaves the command zone.
"""

from __future__ import annotations

from manastack.cards.schema import CardDef
from manastack.rules.events import emit, object_ref, player_ref
from manastack.rules.zones import new_card
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def create_emblem(game: GameState, definition: CardDef, player: int, source: int) -> GameObject | None:
    """CR 114.1–114.2: ``player`` gets an emblem in the command zone; none for a player who has left (800.4a)."""
    if not game.players[player].in_game:
        return None
    emblem = new_card(game, definition, player, Zone.COMMAND)
    src = game.objects.get(source) or game.lki.get(source)
    emit(game, "emblem", "114.1", player=player, objects=(emblem.id,),
         data=(("player", player_ref(game, player)),
               ("source", object_ref(game, src) if src is not None else ObjectRef(source, definition.name))))
    return emblem


def with_emblems(game: GameState) -> list[int]:
    """CR 114.4: the objects whose abilities function now: permanents, and emblems in the command zone."""
    return game.battlefield if not game.command else [*game.battlefield, *game.command]
