"""CR 702.21: ward — a keyword module (``rules.keywords.ward``) standing for a triggered ability."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, add_mana, cast, choose, named, obj, pass_priority, pool_with, position, resolve
from manastack.cards.loader import CardFileError
from manastack.cards.render import rules_text
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

CARDS = """
Warded Bear:
  cost: "{1}{G}"
  types: [Creature]
  subtypes: [Bear]
  power: 2
  toughness: 2
  ward: "{2}"
Life Warded Bear:
  cost: "{1}{G}"
  types: [Creature]
  subtypes: [Bear]
  power: 2
  toughness: 2
  ward: {life: 2}
"""


def _shock(bear: str, bo_life: int = 20, bo_mana: str = "R"):  # type: ignore[no-untyped-def]
    game = position(battlefield=([bear], []), hand=([], ["Shock"]), active=BO, cards=pool_with(CARDS),
                    life=(20, bo_life))
    add_mana(game, BO, bo_mana)
    cast(game, "Shock", named(game, bear))
    return game


def _until_decision(game) -> None:  # type: ignore[no-untyped-def]
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY and game.state.stack:
        pass_priority(game)


def test_702_21a_ward_counters_the_spell_unless_its_controller_pays():
    """702.21a: "counter that spell or ability unless that player pays {2}" — declined: Shock is countered."""
    game = _shock("Warded Bear", bo_mana="RGG")
    _until_decision(game)
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.player == BO
    choose(game, "no")
    resolve(game)
    assert obj(game, named(game, "Warded Bear")).damage == 0 and named(game, "Shock", Zone.GRAVEYARD)


def test_702_21a_paying_the_ward_cost_lets_the_spell_resolve():
    """702.21a: the player pays {2} and Shock resolves."""
    game = _shock("Warded Bear", bo_mana="RGG")
    _until_decision(game)
    choose(game, "yes")
    resolve(game)
    assert named(game, "Warded Bear", Zone.GRAVEYARD)


def test_702_21a_a_ward_cost_that_cant_be_paid_counters_without_asking():
    """118.12 with 702.21a: a player who can't pay isn't asked; the spell is countered."""
    game = _shock("Warded Bear")
    resolve(game)
    assert obj(game, named(game, "Warded Bear")).damage == 0 and named(game, "Shock", Zone.GRAVEYARD)


def test_702_21a_ward_pay_life():
    """702.21a "Ward—Pay 2 life": paying life is the cost."""
    game = _shock("Life Warded Bear")
    _until_decision(game)
    choose(game, "yes")
    resolve(game)
    assert game.state.players[BO].life == 18 and named(game, "Life Warded Bear", Zone.GRAVEYARD)


def test_702_21a_ward_ignores_its_controllers_own_spells():
    """702.21a: only a spell or ability an opponent controls triggers ward."""
    game = position(battlefield=(["Warded Bear"], []), hand=(["Giant Growth"], []), cards=pool_with(CARDS))
    add_mana(game, ANA, "G")
    cast(game, "Giant Growth", named(game, "Warded Bear"))
    resolve(game)
    assert game.characteristics(named(game, "Warded Bear")).power == 5


def test_702_21a_ward_renders_its_cost():
    """702.21a: "Ward {2}", "Ward—Pay 2 life."."""
    pool = pool_with(CARDS)
    assert rules_text(pool["Warded Bear"]).splitlines()[0] == "Ward {2}"
    assert rules_text(pool["Life Warded Bear"]).splitlines()[0] == "Ward\u2014Pay 2 life."


def test_702_21a_a_ward_cost_is_mana_life_or_discard():
    with pytest.raises(CardFileError, match="ward cost"):
        pool_with("Bad Ward:\n  cost: '{G}'\n  types: [Creature]\n  power: 1\n  toughness: 1\n"
                  "  ward: {tap: true}\n")
