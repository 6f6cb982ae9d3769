"""The card-file form of a Class (CR 716): its ``levels`` field, turned into level abilities.

A Class card is written with its level-1 abilities under ``abilities`` and one entry per further level under
``levels``, each giving the level ability's cost and the abilities gained at that level::

    abilities: [...]                 # level 1 (CR 716.3: the abilities not under a level bar)
    levels:
      - cost: "{W}"                  # "{W}: Level 2"
        abilities: [...]             # level-2 abilities
      - cost: "{4}{W}"               # "{4}{W}: Level 3"
        abilities: [...]

Loading turns that into the printed order of the card's abilities (CR 716.2a): after the level-1 abilities,
for each level N, the activated ability "[Cost]: Level N" (``level_up: N``, activate only as a sorcery and
only while the Class is level N-1), then the level-N abilities, each marked ``level: N`` (716.2). So the
``ability: N`` of a judge scenario counts them as they are printed. The level itself lives on the permanent
(``rules.class_levels``). This module works on the raw file data, below the card schema.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.words import CardRuleError
from manastack.types.markers import N_

LEVEL_VERB = "become_level"


def expand_levels(data: Any) -> Any:
    """A card's raw data with its ``levels`` (if any) made into abilities, in printed order."""
    if not isinstance(data, dict) or "levels" not in data:
        return data
    levels = data["levels"]
    if not isinstance(levels, list) or not levels:
        raise CardRuleError(N_("levels: a list of {form}, one for each level from 2 up (CR 716.2a)"),
                            form="{cost, abilities}")
    abilities = list(data.get("abilities") or ())
    for n, level in enumerate(levels, start=2):
        abilities += _level(n, level)
    rest = {k: v for k, v in data.items() if k != "levels"}
    return {**rest, "abilities": abilities}


def _level(n: int, level: Any) -> list[Any]:
    """The level ability "[Cost]: Level N", then the abilities the Class has from level N on."""
    if not isinstance(level, dict) or set(level) - {"cost", "abilities"} or "cost" not in level:
        raise CardRuleError(N_("levels: level {level} is {form} (CR 716.2a)"), level=n,
                            form="{cost: MANA, abilities: [...]}")
    gained = []
    for ability in level.get("abilities") or ():
        if not isinstance(ability, dict) or ability.get("kind") not in ("activated", "triggered", "static", "cost"):
            raise CardRuleError(N_("levels: level {level}'s abilities are activated, triggered or static abilities "
                                   "(a cost change is a static one)"), level=n)
        if "level" in ability or "level_up" in ability:
            raise CardRuleError(N_("levels: level {level}'s abilities take their level from it; don't give one"),
                                level=n)
        gained.append({**ability, "level": n})
    level_ability = {"kind": "activated", "cost": {"mana": level["cost"]}, "sorcery_speed": True,
                     "level_up": n, "effects": [{"do": LEVEL_VERB, "level": n}]}
    return [level_ability, *gained]
