"""Equip (CR 702.6).

702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as
a sorcery." The ability is made from a definition's ``equip:`` field and numbered after the printed abilities.
702.6b: it attaches the Equipment only to a creature its controller controls when the ability is activated;
once attached, the Equipment stays attached if control of the creature changes (301.5c); it becomes
unattached only by the state-based action of 704.5n.
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.parts import Mana
from manastack.cards.schema import Activated, CardDef, Cost, ObjectFilter, TargetSpec
from manastack.rules.effects.attach import Attach
from manastack.rules.keywords.base import Keyword, KeywordAbility
from manastack.types.enums import CardType
from manastack.types.mana import ManaCost

EQUIP_TARGET = TargetSpec(name="target", filter=ObjectFilter(types=(CardType.CREATURE,), controller="you"))


def equip_ability(definition: CardDef, cost: ManaCost) -> tuple[KeywordAbility, ...]:
    """CR 702.6a: the activated ability "Equip [cost]"."""
    attach = Attach.model_validate({"do": "attach", "what": "this", "to": "target"})
    return (Activated(cost=Cost(mana=cost), sorcery_speed=True, label="equip", targets=(EQUIP_TARGET,),
                      effects=(attach,)),)


KEYWORD = Keyword(
    CardKeyword(name="equip", rule="702.6a", field="equip", annotation=Mana,
                text=lambda cost: f"Equip {cost.render()}"),
    abilities=equip_ability,
)
