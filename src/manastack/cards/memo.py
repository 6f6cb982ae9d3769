"""Facts worked out once per card definition (its printed characteristics as sets, its keyword abilities …).

They are keyed by the definition object itself, never by its name: two pools may hold different definitions
of the same name (a user's card file, two tokens called "Elemental"), and what one game works out must never
be read by another. An entry goes away with its definition, so a pool's facts don't outlive the pool.
"""

from __future__ import annotations

import weakref
from typing import Generic, TypeVar

from manastack.cards.schema import CardDef

V = TypeVar("V")


class PerDefinition(Generic[V]):
    """A cache ``definition -> value`` by identity (a dictionary lookup: cheap enough for the hot paths)."""

    __slots__ = ("_values",)

    def __init__(self) -> None:
        self._values: dict[int, tuple[weakref.ref[CardDef], V]] = {}

    def get(self, definition: CardDef) -> V | None:
        found = self._values.get(id(definition))
        if found is not None and found[0]() is definition:
            return found[1]
        return None

    def put(self, definition: CardDef, value: V) -> V:
        key = id(definition)
        values = self._values
        values[key] = (weakref.ref(definition, lambda _gone: values.pop(key, None)), value)
        return value
