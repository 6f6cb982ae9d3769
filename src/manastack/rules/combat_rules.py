"""Requirements on attacking and blocking from static abilities (CR 508.1d, 509.1c).

Requirements must be obeyed as far as possible without breaking a restriction (the restrictions — "can't block",
"can't be blocked [by]" — are in ``rules.blocking_restrictions`` and the ``cant_block`` / ``cant_be_blocked``
verbs): "attacks each combat if able [unless …]" (508.1d), "all creatures able to block it do so" (509.1c) — so
"done" isn't offered while one more could still be obeyed. None exists on a permanent that lost all abilities
(613.1f).
"""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, Static
from manastack.rules.characteristics import lost_abilities, printed_definition
from manastack.rules.conditions import holds
from manastack.types.objects import GameObject
from manastack.types.state import GameState

Requirements = tuple[tuple[str, ...], bool]    # (attacks each combat unless none of these hold, blocked by all)
_OF: PerDefinition[Requirements] = PerDefinition()


def must_attack(game: GameState, oid: int) -> bool:
    """CR 508.1d: "attacks each combat if able [unless you control another Ally]" — the condition is checked as
    attackers are declared (the Reckless Cohort rulings)."""
    obj = game.objects[oid]
    conditions = _requirements(printed_definition(obj))[0]
    return bool(conditions) and not lost_abilities(game, obj) and any(_holds(game, obj, c) for c in conditions)


def lures(game: GameState) -> list[int]:
    """CR 509.1c: attacking creatures that every creature able to block them must block."""
    combat = game.combat
    if combat is None:
        return []
    return [oid for oid in combat.attackers if oid in game.objects and _requirements(printed_definition(
        game.objects[oid]))[1] and not lost_abilities(game, game.objects[oid])]


def _holds(game: GameState, source: GameObject, condition: str) -> bool:
    return condition == "always" or holds(game, source, condition)


def _requirements(definition: CardDef) -> Requirements:
    known = _OF.get(id(definition))
    if known is not None:
        return known
    statics = [s for s in definition.abilities if isinstance(s, Static)]
    return _OF.put(definition, (tuple(s.condition for s in statics if s.attacks_each_combat),
                                any(s.blocked_by_all for s in statics)))
