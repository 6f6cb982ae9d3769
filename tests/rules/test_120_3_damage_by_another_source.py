"""CR 120.3, 608.2b: "target creature you control deals damage equal to its power to …" — the creature is the
source of the damage, and a source that's an illegal target deals none."""

from __future__ import annotations

from helpers import cast, named, pool_with, position, resolve
from manastack.types.enums import Zone

BITE = """
Test Bite:
  cost: "{G}"
  types: [Sorcery]
  spell:
    targets:
      - {name: yours, filter: {types: [Creature], controller: you}}
      - {name: theirs, filter: {types: [Creature], controller: opponent}}
    effects: [{do: damage, by: yours, amount: "power_of:yours", to: theirs}]
"""


def test_120_3_the_creature_deals_the_damage_with_its_deathtouch():
    """120.3, 702.2b: the damage is dealt by the creature, so its deathtouch destroys a bigger creature."""
    game = position(battlefield=(["Forest", "Daggerfang Duo"], ["Hill Giant"]), hand=(["Test Bite"], []),
                    cards=pool_with(BITE))
    cast(game, "Test Bite", named(game, "Daggerfang Duo"), named(game, "Hill Giant"))
    resolve(game)
    assert game.state.objects[named(game, "Hill Giant")].zone is Zone.GRAVEYARD


def test_608_2b_an_illegal_source_target_deals_no_damage():
    """608.2b: the source creature gone, no damage is dealt to the other target."""
    game = position(battlefield=(["Forest", "Grizzly Bears"], ["Hill Giant"]), hand=(["Test Bite"], []),
                    cards=pool_with(BITE))
    bears, giant = named(game, "Grizzly Bears"), named(game, "Hill Giant")
    cast(game, "Test Bite", bears, giant)
    from manastack.rules.zones import move

    move(game.state, bears, Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    resolve(game)
    assert game.state.objects[giant].damage == 0
