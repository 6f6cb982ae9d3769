"""CR 702.108: prowess — a keyword module (``rules.keywords.prowess``) written in a card's ``keywords:`` list."""

from __future__ import annotations

from helpers import BO, P1, cast, named, position, resolve
from manastack.cards.pool import CardPool
from manastack.rules.abilities import all_abilities

card = CardPool.builtin().__getitem__


def test_702_108a_prowess_stands_for_a_triggered_ability():
    """702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.\""""
    (ability,) = all_abilities(card("Monastery Swiftspear"))
    assert getattr(ability, "label", "") == "prowess"


def test_702_108a_a_noncreature_spell_pumps_the_creature():
    game = position(battlefield=(["Monastery Swiftspear", "Mountain"], []), hand=(["Lightning Bolt"], []))
    swiftspear = named(game, "Monastery Swiftspear")
    cast(game, "Lightning Bolt", P1)
    assert len(game.state.stack) == 2          # the Bolt and the prowess trigger above it
    resolve(game)
    assert game.characteristics(swiftspear).power == 2
    resolve(game)
    assert game.state.players[BO].life == 17


def test_702_108a_a_creature_spell_does_not_trigger_it():
    game = position(battlefield=(["Monastery Swiftspear", "Forest", "Forest"], []), hand=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1
