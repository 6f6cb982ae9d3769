"""CR 716: Class enchantments — level abilities, the level on the permanent, level-gated abilities."""

from __future__ import annotations

import pytest

from helpers import P1, activate, add_mana, cast, named, obj, pass_priority, pool_with, position, resolve
from manastack.cards.render import rules_text
from manastack.rules.class_levels import level_of
from manastack.rules.priority import activatable
from manastack.types.actions import ActivateAbility
from manastack.types.enums import Zone

CLASS = """
Test Class:
  cost: "{W}"
  types: [Enchantment]
  subtypes: [Class]
  abilities:
    - {kind: static, filter: {types: [Creature], controller: you}, power: 1}
  levels:
    - cost: "{1}"
      abilities:
        - {kind: static, filter: {types: [Creature], controller: you}, toughness: 2}
        - kind: triggered
          when: {event: becomes_level, amount: 2}
          effects: [{do: gain_life, amount: 3}]
    - cost: "{2}"
      abilities:
        - kind: activated
          cost: {mana: "{1}"}
          effects: [{do: draw, amount: 1}]
        - kind: triggered
          when: {event: becomes_level, amount: 3}
          effects: [{do: gain_life, amount: 1}]
"""


def _game(**kw):  # type: ignore[no-untyped-def]
    return position(battlefield=(["Test Class", "Grizzly Bears"], []), cards=pool_with(CLASS), **kw)


def test_716_2a_levels_become_level_abilities_in_printed_order():
    """716.2a: "[Cost]: Level N" is an activated ability printed before the level-N abilities."""
    text = rules_text(pool_with(CLASS)["Test Class"]).splitlines()
    assert text[1] == "{1}: Level 2" and text[4] == "{2}: Level 3"
    assert text[5] == "{1}: You draw a card."


def test_716_2d_a_class_enters_at_level_1_with_only_its_first_abilities():
    """716.2d: a Class with no level yet is level 1; 716.2, 716.3: it has only the abilities not under a bar."""
    game = _game()
    assert level_of(obj(game, named(game, "Test Class"))) == 1
    assert game.characteristics(named(game, "Grizzly Bears")).power == 3
    assert game.characteristics(named(game, "Grizzly Bears")).toughness == 2


def test_716_2a_level_2_only_from_level_1_and_level_3_only_from_level_2():
    """716.2a: "Activate only if this Class is level N-1": at level 1 only Level 2 can be activated; the
    level-3 section's activated ability (716.2: a level-3 ability) can't be either."""
    game = _game()
    add_mana(game, 0, "CCCCC")
    source = named(game, "Test Class")
    assert activatable(game.state, 0, source, True) == [1]
    with pytest.raises(ValueError):
        game.apply(ActivateAbility(0, source, 4))
    with pytest.raises(ValueError):
        game.apply(ActivateAbility(0, source, 5))


def test_716_2a_level_abilities_only_as_a_sorcery():
    """716.2a: "… and only as a sorcery": not with a spell on the stack."""
    game = position(battlefield=(["Test Class", "Mountain", "Plains"], []), hand=(["Shock"], []),
                    cards=pool_with(CLASS))
    cast(game, "Shock", P1)
    assert activatable(game.state, 0, named(game, "Test Class"), False) == []


def test_716_2_level_2_adds_its_abilities_and_keeps_level_1s():
    """716.2, 716.3: at level 2 the Class has its level-1 and level-2 abilities, and "when this Class becomes
    level 2" triggers (603.2)."""
    game = _game()
    add_mana(game, 0, "C")
    activate(game, named(game, "Test Class"), 1)
    resolve(game)
    assert level_of(obj(game, named(game, "Test Class"))) == 2
    assert game.state.players[0].life == 23
    bears = named(game, "Grizzly Bears")
    assert (game.characteristics(bears).power, game.characteristics(bears).toughness) == (3, 4)
    add_mana(game, 0, "CC")
    assert activatable(game.state, 0, named(game, "Test Class"), True) == [4]


def test_716_2a_becoming_level_3_triggers_only_the_level_3_ability():
    """716.2a, 603.2: "When this Class becomes level N" triggers for that N only (not the level-2 one again)."""
    game = _game()
    source = named(game, "Test Class")
    add_mana(game, 0, "CCC")
    activate(game, source, 1)
    resolve(game)
    activate(game, source, 4)
    resolve(game)
    assert level_of(obj(game, source)) == 3
    assert game.state.players[0].life == 24
    add_mana(game, 0, "C")
    activate(game, source, 5)
    resolve(game)
    assert len(game.state.players[0].hand) == 1


def test_716_2a_a_level_ability_uses_the_stack_and_a_class_that_left_gains_no_level():
    """716.2a (ruling: gaining a level uses the stack): the Class destroyed in response stays in the graveyard;
    the level ability does nothing, and a Class returning is a new object at level 1 (400.7)."""
    game = position(battlefield=(["Test Class"], []), hand=([], ["Disenchant"]), cards=pool_with(CLASS))
    add_mana(game, 0, "C")
    add_mana(game, 1, "CW")
    activate(game, named(game, "Test Class"), 1)

    pass_priority(game)
    cast(game, "Disenchant", named(game, "Test Class"))
    resolve(game)
    assert game.state.objects[named(game, "Test Class")].zone is Zone.GRAVEYARD
    assert game.state.players[0].life == 20


def test_716_2b_each_class_tracks_its_own_level():
    """716.2b: a level is a designation of one permanent (ruling: each Class permanent tracks its own level)."""
    game = position(battlefield=(["Test Class", "Test Class"], []), cards=pool_with(CLASS))
    first, second = [o for o in game.state.battlefield if game.state.objects[o].card == "Test Class"]
    add_mana(game, 0, "C")
    activate(game, first, 1)
    resolve(game)
    assert (level_of(obj(game, first)), level_of(obj(game, second))) == (2, 1)


def test_716_2a_level_is_written_in_levels_only():
    """716.2a: a card file can't make a level ability by hand or give a level's ability its own level."""
    bad = CLASS.replace("    - cost: \"{2}\"\n      abilities:\n", "    - cost: \"{2}\"\n      abilities:\n"
                        "        - {kind: static, level: 3, power: 1}\n")
    with pytest.raises(Exception, match="take their level"):
        pool_with(bad)
    with pytest.raises(Exception, match="level_up"):
        pool_with("X:\n  types: [Enchantment]\n  abilities:\n    - {kind: activated, level_up: 2, effects: []}\n")
