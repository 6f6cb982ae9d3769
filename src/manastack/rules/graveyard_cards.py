"""The cards in a graveyard with some printed ability (CR 113.6: a few abilities work from a graveyard), kept
from one event to the next while the graveyard holds the same cards.

A card in a graveyard never changes: when it moves it becomes a new object (CR 400.7), and the engine changes no
object in place outside the battlefield and the stack (what ``GameState.clone`` relies on too). So which of a
graveyard's cards have an ability depends only on the graveyard's contents, and the answer is kept in the event
cache's lasting slot beside a copy of them. Most graveyards hold no such card, and the hot paths (trigger
detection on every event, legal actions) then skip the graveyard at the price of one list comparison.
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.cards.schema import CardDef
from manastack.rules.characteristics import lasting_cache, printed_definition
from manastack.types.state import GameState


class GraveyardCards:
    """The cards in a player's graveyard whose definition passes ``test`` (a fact of the definition alone, found
    once per definition by the test), in graveyard order. The lasting slots ``key``, ``key - 1``, … (one per player)
    must be unique among those of the instances: ``key`` a negative number far from the others."""

    __slots__ = ("_key", "_test")

    def __init__(self, key: int, test: Callable[[CardDef], bool]) -> None:
        self._key = key
        self._test = test

    def of(self, game: GameState, player: int) -> list[int]:
        """Callers must not change the list."""
        graveyard = game.players[player].graveyard
        if not graveyard:
            return []
        lasting = lasting_cache(game)
        key = self._key - player
        kept = lasting.get(key)
        if kept is not None and kept[0] == graveyard:  # type: ignore[index]
            return kept[1]  # type: ignore[index, no-any-return]
        test = self._test
        found = [oid for oid in graveyard if test(printed_definition(game.objects[oid]))]
        lasting[key] = (graveyard[:], found)
        return found
