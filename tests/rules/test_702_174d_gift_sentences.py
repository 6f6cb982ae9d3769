"""CR 702.174d–i: each gift reads as the rules define it — what the chosen player does."""

from __future__ import annotations

import pytest

from manastack.cards.pool import CardPool
from manastack.cards.render import ability_text
from manastack.rules.keywords.gift import gift_trigger

SENTENCES = [
    ("Scrapshooter", "702.174e", "the chosen player draws a card"),
    ("Starforged Sword", "702.174f", "the chosen player creates a tapped 1/1 blue Fish creature token"),
]


@pytest.mark.parametrize(("name", "rule", "sentence"), SENTENCES)
def test_702_174_the_gift_trigger_reads_as_the_rule_defines_it(name: str, rule: str, sentence: str) -> None:
    """702.174e "Gift a card" means the chosen player draws a card; 702.174f "Gift a tapped Fish" means the
    chosen player creates a tapped 1/1 blue Fish creature token (not "gets a card")."""
    definition = CardPool.builtin()[name]
    (trigger,) = gift_trigger(definition, definition.keyword("gift"))
    text = ability_text(trigger)
    assert sentence in text and "gets" not in text and "opponent" not in text
