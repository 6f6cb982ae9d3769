"""CR 608.2d: "choose a <permanent>" is a choice made as the instruction is followed, among the permanents that
fit then — not a target; and "return each <filter>" returns every permanent that fits (400.7)."""

from __future__ import annotations

from helpers import cast, named, pass_priority, pool_with, position, resolve
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

CARDS = """
Test Choice:
  cost: "{U}"
  types: [Sorcery]
  spell:
    effects:
      - {do: choose_object, filter: {types: [Creature], controller: you}, remember: it}
      - {do: add_counters, what: it}
Test Sweep:
  cost: "{U}"
  types: [Sorcery]
  spell:
    effects: [{do: bounce, each: {not_types: [Land], token: false}}]
"""


def test_608_2d_the_choice_is_asked_on_resolution_among_what_fits():
    """608.2d: Ana chooses one of her two creatures as the spell resolves; Bo's creature isn't offered."""
    game = position(battlefield=(["Island", "Grizzly Bears", "Hill Giant"], ["Grizzly Bears"]),
                    hand=(["Test Choice"], []), cards=pool_with(CARDS))
    cast(game, "Test Choice")
    pass_priority(game)
    pass_priority(game)
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT
    assert set(game.decision.options) == {named(game, "Grizzly Bears", owner=0), named(game, "Hill Giant")}
    giant = named(game, "Hill Giant")
    resolve(game, giant)
    assert game.state.objects[giant].counters == {"+1/+1": 1}


def test_608_2d_nothing_fits_nothing_is_chosen():
    """608.2d: with no creature to choose, the instructions about it do nothing."""
    game = position(battlefield=(["Island"], ["Grizzly Bears"]), hand=(["Test Choice"], []), cards=pool_with(CARDS))
    cast(game, "Test Choice")
    resolve(game)
    assert game.state.objects[named(game, "Grizzly Bears")].counters == {}


def test_400_7_return_each_nonland_nontoken_permanent():
    """400.7: every nonland, nontoken permanent returns to its owner's hand; lands and tokens stay."""
    game = position(battlefield=(["Island", "Grizzly Bears"], ["Hill Giant", "Mountain"]),
                    hand=(["Test Sweep"], []), cards=pool_with(CARDS))
    cast(game, "Test Sweep")
    resolve(game)
    assert game.state.objects[named(game, "Hill Giant")].zone is Zone.HAND
    assert game.state.objects[named(game, "Grizzly Bears")].zone is Zone.HAND
    assert game.state.objects[named(game, "Mountain")].zone is Zone.BATTLEFIELD


PURGE = """
Test Purge:
  cost: "{G}"
  types: [Sorcery]
  spell:
    effects: [{do: destroy, chosen_type: [Artifact, Enchantment]}]
"""


def test_608_2d_a_card_type_chosen_on_resolution_destroys_all_of_that_type():
    """608.2d, 701.8a: "Choose artifact or enchantment. Destroy all permanents of the chosen type.\""""
    game = position(battlefield=(["Forest"], ["Bumbleflower's Sharepot", "Stormchaser's Talent"]),
                    hand=(["Test Purge"], []), cards=pool_with(PURGE))
    cast(game, "Test Purge")
    resolve(game, "Enchantment")
    assert game.state.objects[named(game, "Stormchaser's Talent")].zone is Zone.GRAVEYARD
    assert game.state.objects[named(game, "Bumbleflower's Sharepot")].zone is Zone.BATTLEFIELD
