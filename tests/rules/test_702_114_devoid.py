"""CR 702.114: devoid — "This object is colorless", a characteristic-defining ability working in every zone.

Devoid is a keyword module (``rules.keywords.devoid``) whose card-facing part defines the card's colors
(``CardKeyword.colors``, read by ``CardDef.color_set``); the core never names it.
"""

from __future__ import annotations

import pytest

from helpers import BO, cast, named, pool_with, position, resolve
from manastack.cards.keywords import CardKeyword
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.rules.engine import IllegalActionError
from manastack.rules.keywords.base import Keyword
from manastack.rules.keywords.registry import using
from manastack.types.enums import Color, Zone

card = CardPool.builtin().__getitem__


def test_702_114a_a_devoid_card_is_colorless_though_its_cost_is_red():
    """702.114a: "Devoid" means "This object is colorless"; the mana cost keeps its colored symbols."""
    vestige = card("Vestige of Emrakul")
    assert vestige.color_set == frozenset() and vestige.cost is not None and vestige.cost.colors == {Color.RED}
    assert rules_text(vestige).splitlines()[0] == "Devoid, Trample"


def test_702_114a_colorless_in_hand_on_the_stack_and_on_the_battlefield():
    """702.114a, 604.3: the characteristic-defining ability functions in every zone."""
    game = position(battlefield=(["Mountain"] * 4, []), hand=(["Vestige of Emrakul"], []))
    in_hand = named(game, "Vestige of Emrakul", Zone.HAND)
    assert game.characteristics(in_hand).colors == frozenset()
    spell = cast(game, "Vestige of Emrakul")
    assert game.characteristics(spell).colors == frozenset()
    resolve(game)
    permanent = named(game, "Vestige of Emrakul", Zone.BATTLEFIELD)
    assert game.characteristics(permanent).colors == frozenset()


def test_702_114a_colorless_in_the_graveyard():
    """702.114a, 604.3: a devoid card in a graveyard is colorless too."""
    game = position(graveyard=(["Vestige of Emrakul"], []))
    assert game.characteristics(named(game, "Vestige of Emrakul", Zone.GRAVEYARD)).colors == frozenset()


def test_702_114a_a_devoid_creature_is_a_legal_target_for_nonblack_even_with_a_black_cost():
    """702.114a: a devoid card with {B} in its cost isn't black ("destroy target nonblack creature")."""
    pool = pool_with("""
Black Devoid Drone:
  cost: "{1}{B}"
  types: [Creature]
  subtypes: [Eldrazi, Drone]
  power: 2
  toughness: 2
  keywords: [Devoid]
""")
    game = position(battlefield=(["Swamp", "Swamp"], ["Black Devoid Drone"]), hand=(["Doom Blade"], []),
                    cards=pool)
    drone = named(game, "Black Devoid Drone")
    cast(game, "Doom Blade", drone)
    resolve(game)
    assert named(game, "Black Devoid Drone", Zone.GRAVEYARD, BO)


def test_702_114a_colorless_filter_matches_a_devoid_permanent_only():
    """105.2c, 702.114a: "colorless creature" matches the devoid creature and not a red one."""
    from manastack.cards.parts import ObjectFilter
    from manastack.rules.filters import matches

    game = position(battlefield=(["Vestige of Emrakul", "Hill Giant"], []))
    colorless = ObjectFilter(colorless=True)
    state = game.state
    assert matches(state, state.objects[named(game, "Vestige of Emrakul")], colorless, 0)
    assert not matches(state, state.objects[named(game, "Hill Giant")], colorless, 0)
    assert matches(state, state.objects[named(game, "Hill Giant")], ObjectFilter(colorless=False), 0)


def test_604_3_a_keyword_may_define_colors_without_the_core_naming_it():
    """604.3: a keyword module's characteristic-defining ability sets the colors (here a test keyword making the
    object green whatever its cost), and outside the block the card is its cost's color again."""
    verdant = Keyword(CardKeyword(name="verdant", rule="604.3", word="Verdant",
                                  colors=lambda _: frozenset({Color.GREEN})))
    text = 'Verdant Giant: {cost: "{3}{R}", types: [Creature], power: 3, toughness: 3, keywords: [Verdant]}'
    with using(verdant):
        assert pool_with(text)["Verdant Giant"].color_set == {Color.GREEN}
    with pytest.raises(Exception, match="Verdant"):
        pool_with(text)


def test_613_3_an_effect_changing_colors_still_applies_after_devoid():
    """613.3, 105.3: devoid is applied first in layer 5; an effect making the creature blue still does."""
    from manastack.rules.continuous import add_effect

    game = position(battlefield=(["Vestige of Emrakul"], []))
    vestige = named(game, "Vestige of Emrakul")
    add_effect(game.state, vestige, 0, "5", (vestige,), (("colors", ("blue",)),), "permanent")
    game.state.event_seq += 1
    assert game.characteristics(vestige).colors == {Color.BLUE}


def test_702_114a_the_colored_cost_is_still_paid():
    """A devoid spell is still paid with its colored mana (202.1: the cost is unchanged): without red it can't be
    cast."""
    game = position(battlefield=(["Island"] * 4, []), hand=(["Vestige of Emrakul"], []))
    with pytest.raises(IllegalActionError):
        cast(game, "Vestige of Emrakul")
