"""Characteristic-defining abilities that set power (CR 604.3, 613.4a): "This creature's power is equal to the
number of <permanents> you control" (Vile Aggregate).

604.3: such an ability functions in all zones; 613.4a: on the battlefield it applies in layer 7a, before effects
that set (7b) or modify (7c) power, so the count is the base those build on. The permanents are counted by their
types and colors without continuous effects of static abilities (``layered=False``, as static abilities' own
filters are: counting can't depend on the power being defined); the creature counts itself when it fits.
"""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, ObjectFilter, Static
from manastack.types.objects import GameObject
from manastack.types.state import GameState

_DEFINED: PerDefinition[ObjectFilter | None] = PerDefinition()


def power_filter(definition: CardDef) -> ObjectFilter | None:
    """What the definition's power counts, if a characteristic-defining ability defines it (once per definition)."""
    if id(definition) in _DEFINED:
        return _DEFINED[id(definition)]
    found = next((a.power_count for a in definition.abilities if isinstance(a, Static) and a.power_count), None)
    return _DEFINED.put(definition, found)


def defined_power(game: GameState, obj: GameObject, counted: ObjectFilter) -> int:
    """CR 604.3: the number of permanents fitting ``counted`` from the point of view of the object's controller."""
    from manastack.rules.filters import matches

    you = obj.controller if obj.controller is not None else obj.owner
    return sum(1 for oid in game.battlefield
               if matches(game, game.objects[oid], counted, you, obj.id, layered=False))
