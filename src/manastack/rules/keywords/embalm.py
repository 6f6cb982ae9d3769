"""Embalm (CR 702.128).

702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a copy of
this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate
only as a sorcery." The ability works only while the card is in its owner's graveyard; it is made from a
definition's ``embalm:`` field and numbered after the printed abilities (``rules.abilities.keyword_triggers``).
"""

from __future__ import annotations

from manastack.cards.schema import Activated, CardDef, Cost
from manastack.rules.effects.token_copy import CreateTokenCopy


def embalm_ability(definition: CardDef) -> Activated:
    """CR 702.128a: the activated ability embalm stands for (made once per definition by ``keyword_triggers``)."""
    assert definition.embalm is not None
    copy = CreateTokenCopy.model_validate({"do": "create_token_copy", "of": "this", "colors": ["white"],
                                           "add_subtypes": ["Zombie"], "no_mana_cost": True})
    return Activated(cost=Cost(mana=definition.embalm, exile_self=True), sorcery_speed=True, from_zone="graveyard",
                     label="embalm", effects=(copy,))
