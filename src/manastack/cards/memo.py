"""Facts worked out once per card definition (its printed characteristics as sets, its keyword abilities …).

They are keyed by the definition object itself, never by its name: two pools may hold different definitions
of the same name (a user's card file, two tokens called "Elemental"), and what one game works out must never
be read by another. An entry goes away with its definition, so a pool's facts don't outlive the pool.
"""

from __future__ import annotations

import weakref
from typing import TypeVar

from manastack.cards.schema import CardDef

V = TypeVar("V")


class PerDefinition(dict[int, V]):
    """A cache ``id(definition) -> value``. Read it with ``cache.get(id(definition))``: a plain dictionary
    lookup, cheap enough for the hot paths. ``put`` watches the definition, and its entry is removed as soon as
    the definition is garbage collected, so an id is never reused while an entry for it exists."""

    __slots__ = ("_watched",)

    def __init__(self) -> None:
        super().__init__()
        self._watched: dict[int, weakref.ref[CardDef]] = {}

    def put(self, definition: CardDef, value: V) -> V:
        key = id(definition)
        if key not in self._watched:
            self._watched[key] = weakref.ref(definition, lambda _gone: self._forget(key))
        self[key] = value
        return value

    def _forget(self, key: int) -> None:
        self.pop(key, None)
        self._watched.pop(key, None)
