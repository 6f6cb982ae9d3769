"""Storm (CR 702.40).

702.40a: "When you cast this spell, copy it for each other spell that was cast before it this turn. If the spell
has any targets, you may choose new targets for any of the copies." A cast trigger of the spell itself: it
triggers from the stack (``rules.triggers``: a spell's "when you cast this spell" abilities). The count is the
spells cast before it this turn, countered ones and those cast from anywhere included; copies aren't cast
(702.40c, 707.10). Written in a card's ``keywords:`` list, or granted to spells ("instant and sorcery spells you
cast have storm", a static ability with ``affects: spells``). 702.40b: each instance triggers separately.
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.schema import CardDef, Trigger, Triggered
from manastack.rules.effects.copy_spell import CopySpell
from manastack.rules.keywords.base import Keyword, KeywordAbility

STORM = Triggered(when=Trigger(event="cast", who="self"), label="storm",
                  effects=(CopySpell(do="copy_spell", what="this", times="storm_count"),))


def storm_trigger(definition: CardDef, _: object) -> tuple[KeywordAbility, ...]:
    """CR 702.40a: the triggered ability storm stands for."""
    return (STORM,)


KEYWORD = Keyword(CardKeyword(name="storm", rule="702.40a", word="Storm"), abilities=storm_trigger)
