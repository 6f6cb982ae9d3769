"""Ingest (CR 702.115): "Whenever this creature deals combat damage to a player, that player exiles the top card
of their library."

702.115a: ingest is a triggered ability, written in a card's ``keywords:`` list; it triggers on the combat damage
event (510.2) and "that player" is the player dealt the damage. 702.115b: each instance triggers separately (a
definition lists a keyword once, so it has one). With an empty library nothing is exiled, and the player doesn't
lose for it (only drawing from an empty library does, 704.5b).
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.schema import CardDef, Trigger, Triggered
from manastack.cards.vocabulary.exile_top import ExileTop
from manastack.rules.keywords.base import Keyword, KeywordAbility

INGEST = Triggered(when=Trigger(event="combat_damage_to_player"), label="ingest",
                   effects=(ExileTop(do="exile_top", who="trigger_player"),))


def ingest_trigger(definition: CardDef, _: object) -> tuple[KeywordAbility, ...]:
    """CR 702.115a: the triggered ability ingest stands for."""
    return (INGEST,)


KEYWORD = Keyword(CardKeyword(name="ingest", rule="702.115a", word="Ingest"), abilities=ingest_trigger)
