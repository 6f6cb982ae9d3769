"""A prevention effect that spends a counter: "If damage would be dealt to this creature while it has a +1/+1
counter on it, prevent that damage and remove a +1/+1 counter from it" (Undergrowth Champion; CR 615.1a, 615.5).

615.5: some prevention effects also include an additional effect — here, removing a counter. The effect applies to
each damage event once: when several sources deal damage to the creature at the same time (combat damage from
several blockers, 510.2), all of it is prevented and one counter is removed (ruling of 2015-08-25). Damage that
can't be prevented (615.12) is still dealt, and a counter is still removed (same ruling). A ``Shields`` record
lives only while one damage event is being dealt (``rules.damage``), so no decision ever sees it.
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, Static
from manastack.rules.characteristics import lost_abilities, printed_definition
from manastack.rules.counters import remove_counters
from manastack.rules.events import emit, object_ref
from manastack.rules.keywords.registry import CACHES
from manastack.types.enums import Zone
from manastack.types.state import GameState

KIND = "counter_shield"
COUNTER = "+1/+1"
_HAS: PerDefinition[bool] = PerDefinition()
CACHES.append(_HAS)


def _has_shield(definition: CardDef) -> bool:
    known = _HAS.get(id(definition))
    if known is None:
        known = _HAS.put(definition, any(isinstance(a, Static) and a.replacement == KIND for a in definition.abilities))
    return known


class Shields:
    """The permanents shielded for one damage event (those with a +1/+1 counter as it begins), and those that have
    already spent their counter in it."""

    __slots__ = ("protected", "spent")

    def __init__(self, protected: frozenset[int]) -> None:
        self.protected = protected
        self.spent: set[int] = set()

    @classmethod
    def for_targets(cls, game: GameState, targets: Iterable[int]) -> Shields:
        found = frozenset(t for t in targets if (o := game.objects.get(t)) is not None and o.zone is Zone.BATTLEFIELD
                          and o.counters.get(COUNTER, 0) and _has_shield(printed_definition(o))
                          and not o.face_down and not lost_abilities(game, o))
        return cls(found)

    def applies(self, game: GameState, target: int, amount: int, preventable: bool) -> int:
        """CR 615.5: the damage left after the shield (0, unless it can't be prevented); the first time in this
        event, a +1/+1 counter is removed."""
        if target not in self.protected:
            return amount
        if preventable:
            emit(game, "prevented", "615.5", amount=amount, objects=(target,),
                 data=(("variant", "to"), ("target", object_ref(game, game.objects[target]))))
        if target not in self.spent:
            self.spent.add(target)
            remove_counters(game, target, COUNTER, 1, rule="615.5")
        return 0 if preventable else amount


NO_SHIELDS = Shields(frozenset())
