"""CR 702.1: a keyword ability is a word that stands for an ability or a rule — and in the engine, one module.

A keyword defined here, in a test, is all it takes: its declaration (card-file field, type, text, the
ability it stands for) is given to the registry for the length of a block, a card written with its field
loads, and the ability works in a game; outside the block the field is unknown again.
"""

from __future__ import annotations

import pytest

from helpers import ANA, cast, life, named, pool_with, position, resolve
from manastack.cards.keywords import CardKeyword, declared_fields
from manastack.cards.loader import CardFileError, parse_card_file
from manastack.cards.render import rules_text
from manastack.cards.schema import CardDef, Triggered
from manastack.rules.abilities import all_abilities
from manastack.rules.keywords.base import Keyword, KeywordAbility
from manastack.rules.keywords.registry import KEYWORDS, keywords_of, using
from manastack.types.enums import Zone


def _rally(definition: CardDef, n: int) -> tuple[KeywordAbility, ...]:
    """"Rally N" (made up for this test): "When this enters, you gain N life" (an enters trigger, 603.6a)."""
    return (Triggered.model_validate({"kind": "triggered", "when": {"event": "enters"}, "label": "rally",
                                      "effects": [{"do": "gain_life", "amount": n}]}),)


RALLY = Keyword(CardKeyword(name="rally", rule="603.6a", field="rally", annotation=int,
                            text=lambda n: f"Rally {n} (When this enters, you gain {n} life.)"),
                abilities=_rally)
CARDS = """
Rallying Bear:
  cost: "{1}{G}"
  types: [Creature]
  subtypes: [Bear]
  power: 2
  toughness: 2
  rally: 3
"""


def test_702_1_a_keyword_defined_in_a_test_works_in_a_game():
    """603.6a: the keyword's enters ability triggers and resolves like a printed one."""
    with using(RALLY):
        pool = pool_with(CARDS)
        bear_card = pool["Rallying Bear"]
        assert bear_card.keyword("rally") == 3 and keywords_of(bear_card) == ((RALLY, 3),)
        assert rules_text(bear_card).splitlines()[-1] == "Rally 3 (When this enters, you gain 3 life.)"
        assert [getattr(a, "label", "") for a in all_abilities(bear_card)] == ["rally"]
        game = position(battlefield=(["Forest", "Forest"], []), hand=(["Rallying Bear"], []), cards=pool)
        cast(game, "Rallying Bear")
        resolve(game)                      # the creature spell: the bear enters and rally triggers
        assert named(game, "Rallying Bear", Zone.BATTLEFIELD, ANA)
        resolve(game)
        assert life(game) == (23, 20)


def test_702_1_the_keyword_is_gone_after_the_block():
    """Nothing leaks: outside the block the field is not part of the card format and no keyword is added."""
    with using(RALLY):
        assert "rally" in declared_fields() and RALLY in KEYWORDS
    assert "rally" not in declared_fields() and RALLY not in KEYWORDS
    with pytest.raises(CardFileError, match="rally: Extra inputs are not permitted"):
        list(parse_card_file(CARDS, "my.yaml"))


def test_702_1_a_keyword_field_is_checked_with_its_own_type():
    """A bad value for the keyword's field is an error naming the file, line and field, like any other."""
    with using(RALLY), pytest.raises(CardFileError, match=r"my.yaml:8: card 'Rallying Bear': rally: "):
        list(parse_card_file(CARDS.replace("rally: 3", "rally: lots"), "my.yaml"))
