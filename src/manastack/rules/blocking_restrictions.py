"""Restrictions on blocking printed as static abilities (CR 509.1b): "This creature can't block" and "This
creature can't be blocked". The defending player's declaration must obey them; they are worked out once per
definition (a face-down creature has none, 708.2)."""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, Static
from manastack.rules.characteristics import definition_of
from manastack.types.objects import GameObject

_RESTRICTIONS: PerDefinition[frozenset[str]] = PerDefinition()


def restrictions(obj: GameObject) -> frozenset[str]:
    """The blocking restrictions the object's own static abilities state (``cant_block``, ``cant_be_blocked``)."""
    definition: CardDef = definition_of(obj)
    known = _RESTRICTIONS.get(id(definition))
    if known is None:
        known = _RESTRICTIONS.put(definition, frozenset(a.restriction for a in definition.abilities
                                                        if isinstance(a, Static) and a.restriction is not None))
    return known


def may_block(blocker: GameObject, attacker: GameObject) -> bool:
    """CR 509.1b: neither a blocker that "can't block" nor an attacker that "can't be blocked" may be in a block."""
    return "cant_block" not in restrictions(blocker) and "cant_be_blocked" not in restrictions(attacker)
