"""CR 702.5, 303.4: enchant — a keyword module (``rules.keywords.enchant``) written as a card's ``aura:`` field."""

from __future__ import annotations

from helpers import ANA, cast, named, position, resolve
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.rules.abilities import spell_body
from manastack.rules.keywords.enchant import ENCHANT
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

card = CardPool.builtin().__getitem__


def test_702_5a_303_4a_an_aura_spell_targets_what_its_enchant_ability_allows():
    """303.4a: "An Aura spell requires a target, which is defined by its enchant ability.\""""
    kitnap = card("Kitnap")
    (target,) = spell_body(kitnap, ()).targets
    assert target.name == ENCHANT and [t.value for t in target.filter.types] == ["Creature"]
    assert rules_text(kitnap).splitlines()[0] == "Enchant creature"


def test_303_4b_the_aura_enters_attached_to_its_target():
    """303.4b, 608.3: the resolved Aura spell enters the battlefield attached to the object it targeted."""
    game = position(battlefield=(["Island"] * 4, ["Hill Giant"]), hand=(["Kitnap"], []))
    giant = named(game, "Hill Giant")
    assert game.decision is not None
    cast(game, "Kitnap", giant, choices=["no"])
    resolve(game)
    kitnap = named(game, "Kitnap", Zone.BATTLEFIELD)
    assert game.state.objects[kitnap].attached_to == giant


def test_704_5m_an_aura_attached_to_nothing_goes_to_the_graveyard():
    """704.5m: an Aura attached to an illegal object or not attached to an object goes to its owner's graveyard."""
    game = position(battlefield=(["Kitnap"], ["Hill Giant"]))
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert named(game, "Kitnap", Zone.GRAVEYARD, ANA)
