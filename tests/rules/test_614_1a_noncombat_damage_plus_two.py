"""CR 614.1a: "if a source you control would deal noncombat damage to an opponent or a permanent an opponent
controls, it deals that much damage plus 2 instead" (Artist's Talent, a level-3 ability: 716.2); CR 601.2f:
"noncreature spells you cast cost {1} less to cast" (its level-2 ability) takes off only generic mana."""

from __future__ import annotations

from helpers import ANA, BO, life, named, obj, position
from manastack.rules.class_levels import become_level
from manastack.rules.cost_modification import total_cost
from manastack.rules.damage import deal_damage
from manastack.rules.targets import player_target
from manastack.types.enums import Zone


def _talent(level: int):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Artist's Talent", "Raging Goblin"], ["Grizzly Bears", "Hill Giant"]),
                    hand=(["Divination", "Hill Giant", "Shock"], []))
    if level > 1:
        become_level(game.state, obj(game, named(game, "Artist's Talent")), level)
    return game


def test_614_1a_noncombat_damage_to_an_opponent_and_their_permanent_is_plus_two():
    """614.1a: Raging Goblin's 1 noncombat damage to Bo becomes 3; its 1 to Bo's Hill Giant becomes 3."""
    game = _talent(3)
    goblin = obj(game, named(game, "Raging Goblin"))
    assert deal_damage(game.state, goblin, player_target(BO), 1) == 3
    assert life(game) == (20, 17)
    assert deal_damage(game.state, goblin, named(game, "Hill Giant", Zone.BATTLEFIELD), 1) == 3


def test_614_1a_combat_damage_and_damage_to_you_are_not_changed():
    """614.1a: "noncombat damage to an opponent": combat damage to Bo, and noncombat damage to Ana, stay 1."""
    game = _talent(3)
    goblin = obj(game, named(game, "Raging Goblin"))
    assert deal_damage(game.state, goblin, player_target(BO), 1, combat=True) == 1
    assert deal_damage(game.state, goblin, player_target(ANA), 1) == 1


def test_716_2_below_level_3_no_bonus():
    """716.2: at level 2 the Class doesn't have its level-3 ability: 1 damage stays 1."""
    game = _talent(2)
    assert deal_damage(game.state, obj(game, named(game, "Raging Goblin")), player_target(BO), 1) == 1


def test_601_2f_noncreature_spells_cost_1_less_from_level_2_only_generic():
    """601.2f (716.2): at level 2, Divination costs {1}{U}; Hill Giant, a creature spell, {3}{R}; Shock {R} (a
    reduction takes off only generic mana, ruling); at level 1 Divination costs {2}{U}."""
    for level, divination in ((1, "{2}{U}"), (2, "{1}{U}")):
        game = _talent(level)
        cost = {n: total_cost(game.state, ANA, obj(game, named(game, n, Zone.HAND)),
                              obj(game, named(game, n, Zone.HAND)).definition.cost).render()
                for n in ("Divination", "Hill Giant", "Shock")}
        assert cost == {"Divination": divination, "Hill Giant": "{3}{R}", "Shock": "{R}"}


def test_614_1a_the_extra_damage_is_dealt_by_the_same_source():
    """614.1a, 702.15b (the ruling): the 2 more damage is dealt by the original source, not by Artist's Talent: a
    Raging Goblin with lifelink dealing 1 noncombat damage to Bo deals 3, and Ana gains 3 life."""
    from helpers import events, grant

    game = _talent(3)
    goblin = obj(game, named(game, "Raging Goblin"))
    grant(game, goblin.id, "Lifelink")
    assert deal_damage(game.state, goblin, player_target(BO), 1) == 3
    assert life(game) == (23, 17)
    assert [e.objects[-1] for e in events(game, "damage")][-1:] == [goblin.id]


def test_614_1a_all_damage_prevented_no_bonus():
    """615.7, 614.1a (the ruling): if all of the damage is prevented, the plus 2 no longer applies: with the next
    3 damage to Bo prevented, Raging Goblin's 1 deals none."""
    from manastack.rules.continuous import add_effect

    game = _talent(3)
    goblin = obj(game, named(game, "Raging Goblin"))
    add_effect(game.state, goblin.id, BO, "prevent", (player_target(BO),), (("amount", 3),), "end_of_turn")
    assert deal_damage(game.state, goblin, player_target(BO), 1) == 0
    assert life(game) == (20, 20)
