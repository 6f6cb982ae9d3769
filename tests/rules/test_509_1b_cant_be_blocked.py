"""CR 509.1b: a creature that "can't be blocked" can't be declared blocked; a "with power 3 or less" target
restriction (115.1) is read as the target is chosen."""

from __future__ import annotations

from helpers import advance_to, attack, cast, named, pool_with, position
from manastack.rules.combat import can_block
from manastack.rules.targets import candidates
from manastack.types.enums import Step

CARDS = """
Test Sneak:
  cost: "{U}"
  types: [Instant]
  spell:
    targets: [{filter: {types: [Creature], max_power: 3}}]
    effects: [{do: grant, what: target, keywords: ["Can't be blocked"]}]
"""


def test_509_1b_it_cant_be_blocked_this_turn():
    """509.1b: Hill Giant can't be blocked after the spell; an ordinary attacker can."""
    game = position(battlefield=(["Island", "Hill Giant", "Grizzly Bears"], ["Grizzly Bears"]),
                    hand=(["Test Sneak"], []), cards=pool_with(CARDS))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears", owner=0)
    cast(game, "Test Sneak", giant)
    from helpers import resolve

    resolve(game)
    attack(game, giant, bears)
    blocker = named(game, "Grizzly Bears", owner=1)
    assert not can_block(game.state, blocker, giant)
    assert can_block(game.state, blocker, bears)
    advance_to(game, Step.UPKEEP)
    assert "Can't be blocked" not in game.characteristics(giant).keywords


def test_115_1_power_3_or_less_only():
    """115.1: "target creature with power 3 or less": Galewind Moose (6) can't be chosen."""
    game = position(battlefield=(["Island", "Hill Giant", "Galewind Moose"], []), hand=(["Test Sneak"], []),
                    cards=pool_with(CARDS))
    spec = pool_with(CARDS)["Test Sneak"].spell.targets[0]
    found = candidates(game.state, spec, 0, None)
    assert named(game, "Hill Giant") in found and named(game, "Galewind Moose") not in found
