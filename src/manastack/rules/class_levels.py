"""Class levels (CR 716): the level a Class permanent is at, and which of its abilities it has there.

716.2: a class level bar is two abilities: the activated level ability and a static ability by which the
Class has the abilities printed under the bar only while its level is N or greater. 716.2a: "[Cost]: Level N"
means "[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and only as a sorcery."
716.2b: a level is a designation of the permanent, not a counter and not a copiable value; an object that
leaves the battlefield and returns is a new object with none (400.7). 716.2d: a permanent with no level is
level 1. 716.3: the abilities not under a level bar are the Class's at every level. "When this Class becomes
level N" is an ordinary triggered ability (603.2) of the level-N section, watching its level become N.

The level is kept in the permanent's ``chosen`` facts under ``LEVEL``: absent means level 1.
"""

from __future__ import annotations

from manastack.rules.events import emit, object_ref
from manastack.types.objects import GameObject
from manastack.types.state import GameState

LEVEL = "class_level"


def level_of(obj: GameObject) -> int:
    """CR 716.2d: the Class's level (1 while it has none: until a level ability has resolved)."""
    level = obj.chosen.get(LEVEL, 1)
    return level if isinstance(level, int) else 1


def has_ability(obj: GameObject, ability: object) -> bool:
    """CR 716.2, 716.3: a level-N ability is the permanent's only at level N or greater (every other ability
    is level 1: always)."""
    needed = getattr(ability, "level", 1)
    return needed <= 1 or level_of(obj) >= needed


def may_activate(obj: GameObject, ability: object) -> bool:
    """CR 716.2a, 716.2: a level-N ability can be activated only at level N or greater; the level ability
    "Level N" only while the Class is level N-1."""
    level_up = getattr(ability, "level_up", 0)
    if level_up:
        return level_of(obj) == level_up - 1
    return has_ability(obj, ability)


def become_level(game: GameState, obj: GameObject, level: int) -> None:
    """CR 716.2a: the Class's level becomes ``level`` (a new dict: clones share the old one)."""
    obj.chosen = {**obj.chosen, LEVEL: level}
    emit(game, "class_level", "716.2a", player=obj.controller, objects=(obj.id,), amount=level,
         data=(("object", object_ref(game, obj)),))
