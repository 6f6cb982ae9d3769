"""CR 509.1b: restrictions on blocking — "This creature can't be blocked" (a static ability of the attacker) and
"This creature can't block" (of the would-be blocker) — the defending player's declaration obeys them."""

from __future__ import annotations

from helpers import BO, advance_to, attack, named, pool_with, position
from manastack.rules.combat import can_block
from manastack.types.enums import Step

WALL = """
Timid Wall:
  cost: "{1}"
  types: [Creature]
  power: 0
  toughness: 4
  abilities:
    - {kind: static, affects: self, restriction: cant_block}
"""


def test_509_1b_a_creature_that_cant_be_blocked_has_no_blocker():
    """509.1b: Benthic Infiltrator "can't be blocked": no creature may block it, and no block is asked for."""
    game = position(battlefield=(["Benthic Infiltrator"], ["Hill Giant"]))
    infiltrator = named(game, "Benthic Infiltrator")
    assert not can_block(game.state, named(game, "Hill Giant"), infiltrator)
    attack(game, infiltrator)
    advance_to(game, Step.COMBAT_DAMAGE)
    assert game.state.players[BO].life == 19


def test_509_1b_a_creature_that_cant_block_isnt_offered_as_a_blocker():
    """509.1b: "This creature can't block" — the creature may not be declared as a blocker."""
    game = position(battlefield=(["Hill Giant"], ["Timid Wall", "Llanowar Elves"]), cards=pool_with(WALL))
    giant = named(game, "Hill Giant")
    assert not can_block(game.state, named(game, "Timid Wall"), giant)
    assert can_block(game.state, named(game, "Llanowar Elves"), giant)
