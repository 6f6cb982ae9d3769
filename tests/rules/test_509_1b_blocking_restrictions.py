"""CR 509.1b: restrictions on blocking from static abilities — "this creature can't block" on the blocker, "this
creature can't be blocked by creatures with power 2 or less" on the attacker (read as the block is declared)."""

from __future__ import annotations

from helpers import BO, advance_to, attack, named, pool_with, position
from manastack.rules.combat import can_block
from manastack.types.enums import Step

CARDS = """
Timid Bat:
  cost: "{1}"
  types: [Creature]
  subtypes: [Bat]
  power: 2
  toughness: 1
  abilities: [{kind: static, affects: self, cant_block: true}]
Big Raccoon:
  cost: "{3}"
  types: [Creature]
  subtypes: [Raccoon]
  power: 4
  toughness: 4
  abilities: [{kind: static, affects: self, unblockable_by: {types: [Creature], max_power: 2}}]
"""


def _game():  # type: ignore[no-untyped-def]
    return position(battlefield=(["Big Raccoon", "Grizzly Bears"], ["Timid Bat", "Grizzly Bears", "Hill Giant"]),
                    cards=pool_with(CARDS))


def test_509_1b_a_creature_that_cant_block_blocks_nothing() -> None:
    """509.1b: "This creature can't block" — it can't block any attacker."""
    game = _game()
    bat = named(game, "Timid Bat")
    bears = [o for o in game.state.battlefield if game.state.objects[o].card == "Grizzly Bears"]
    assert not any(can_block(game.state, bat, a) for a in (named(game, "Big Raccoon"), *bears))


def test_509_1b_cant_be_blocked_by_creatures_with_power_2_or_less() -> None:
    """509.1b: the attacker's restriction: a blocker with power 2 or less can't block it; one with 3 can."""
    game = _game()
    raccoon = named(game, "Big Raccoon")
    theirs = {game.state.objects[o].card: o for o in game.state.battlefield if game.state.objects[o].controller == BO}
    assert not can_block(game.state, theirs["Grizzly Bears"], raccoon)
    assert can_block(game.state, theirs["Hill Giant"], raccoon)


def test_509_1b_the_restriction_is_only_on_that_attacker() -> None:
    """509.1b: a 2/2 that can't block the Raccoon may still block another attacker."""
    game = _game()
    mine = next(o for o in game.state.battlefield if game.state.objects[o].card == "Grizzly Bears"
                and game.state.objects[o].controller != BO)
    theirs = next(o for o in game.state.battlefield if game.state.objects[o].card == "Grizzly Bears"
                  and game.state.objects[o].controller == BO)
    assert can_block(game.state, theirs, mine)
WALL = """
Timid Wall:
  cost: "{1}"
  types: [Creature]
  power: 0
  toughness: 4
  abilities:
    - {kind: static, affects: self, cant_block: true}
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
