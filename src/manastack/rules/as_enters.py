"""An optional cost paid as a permanent enters (CR 614.1c, 614.12): "As this enters, you may [cost]. If you do, it
enters with N +1/+1 counters on it" (Ulamog's Despoiler).

The choice and the payment happen as the permanent spell resolves, just before it enters (608.3, 614.12: the
replacement effect applies as it enters): they are the spell's instructions here, a ``pay`` remembered under
``AS_ENTERS``; the spell then carries the answer onto the battlefield, where ``replacement.entering_counters``
reads it. A permanent put onto the battlefield without being cast isn't offered the cost (it enters without the
counters) — a limitation of this engine.
"""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, Static
from manastack.cards.vocabulary.pay import Pay
from manastack.types.objects import GameObject

AS_ENTERS = "as_enters_paid"
_INSTRUCTIONS: PerDefinition[tuple[Pay, ...]] = PerDefinition()


def as_enters_instructions(definition: CardDef) -> tuple[Pay, ...]:
    """CR 614.12: the optional costs the permanent's own "as this enters" abilities offer (once per definition)."""
    known = _INSTRUCTIONS.get(id(definition))
    if known is None:
        known = _INSTRUCTIONS.put(definition, tuple(
            Pay(do="pay", cost=a.as_enters_cost, remember=AS_ENTERS) for a in definition.abilities
            if isinstance(a, Static) and a.as_enters_cost is not None))
    return known


def paid_as_entering(spell: GameObject | None) -> bool:
    """Whether the spell that is entering had its "as this enters" cost paid."""
    return spell is not None and bool((spell.chosen or {}).get(AS_ENTERS))
