"""Embalm (CR 702.128).

702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a copy of
this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate
only as a sorcery." The ability works only while the card is in its owner's graveyard; it is made from a
definition's ``embalm:`` field and numbered after the printed abilities.
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.parts import Mana
from manastack.cards.schema import Activated, CardDef, Cost
from manastack.rules.effects.token_copy import CreateTokenCopy
from manastack.rules.keywords.base import Keyword, KeywordAbility
from manastack.types.mana import ManaCost


def embalm_ability(definition: CardDef, cost: ManaCost) -> tuple[KeywordAbility, ...]:
    """CR 702.128a: the activated ability embalm stands for."""
    copy = CreateTokenCopy.model_validate({"do": "create_token_copy", "of": "this", "colors": ["white"],
                                           "add_subtypes": ["Zombie"], "no_mana_cost": True})
    return (Activated(cost=Cost(mana=cost, exile_self=True), sorcery_speed=True, from_zone="graveyard",
                      label="embalm", effects=(copy,)),)


def _text(cost: ManaCost) -> str:
    return (f"Embalm {cost.render()} ({cost.render()}, exile this card from your graveyard: create a token copy of "
            "it, except it's a white Zombie with no mana cost; sorcery speed)")


KEYWORD = Keyword(CardKeyword(name="embalm", rule="702.128a", field="embalm", annotation=Mana, text=_text),
                  abilities=embalm_ability)
