"""CR 509.1b: restrictions on blocking — "can't be blocked" and "can't be blocked by <creatures>" — limit the
declaration; CR 611.3a: a static ability's "as long as" effect applies only while its condition holds."""

from __future__ import annotations

from helpers import BO, advance_to, attack, cast, choose, named, pass_priority, pool_with, position, resolve
from manastack.game import Game
from manastack.rules.combat import can_block
from manastack.rules.targets import candidates
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step

PICKY = """
Test Picky Rat:
  cost: "{U}"
  types: [Creature]
  subtypes: [Rat]
  power: 1
  toughness: 1
  abilities:
    - {kind: static, affects: self, unblockable_by: {types: [Creature], min_power: 2}}
"""


def _blocks(attacker: str, blockers: list[str], graveyard: list[str] = ()) -> set[int]:  # type: ignore[assignment]
    game = position(battlefield=([attacker], blockers), graveyard=(list(graveyard), []), cards=pool_with(PICKY))
    advance_to(game, Step.DECLARE_ATTACKERS)
    choose(game, (named(game, attacker), BO))
    choose(game, "done")
    return _blockers_offered(game)


def _blockers_offered(game: Game) -> set[int]:
    """The creatures Bo may declare as blockers (none: the engine skips the declaration)."""
    while game.state.step is Step.DECLARE_ATTACKERS and game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    d = game.decision
    return {o[0] for o in d.options if isinstance(o, tuple)} if d.kind is DecisionKind.BLOCKERS else set()


def test_509_1b_cant_be_blocked():
    """509.1b: Shoreline Looter can't be blocked: Bo is offered no block."""
    assert _blocks("Shoreline Looter", ["Grizzly Bears"]) == set()


def test_509_1b_cant_be_blocked_by_creatures_with_power_2_or_greater():
    """509.1b: only the 1/1 may block a creature that "can't be blocked by creatures with power 2 or greater"."""
    game = position(battlefield=(["Test Picky Rat"], ["Grizzly Bears", "Test Picky Rat"]), cards=pool_with(PICKY))
    advance_to(game, Step.DECLARE_ATTACKERS)
    rat = next(o for o in game.state.battlefield if game.state.objects[o].controller == 0)
    choose(game, (rat, BO))
    choose(game, "done")
    offered = _blockers_offered(game)
    names = {game.state.objects[o].card for o in offered}
    assert names == {"Test Picky Rat"}


def test_611_3a_as_long_as_applies_only_while_the_condition_holds():
    """611.3a, 207.2c: Nightwhorl Hermit can be blocked with six cards in Ana's graveyard, not with seven."""
    assert _blocks("Nightwhorl Hermit", ["Grizzly Bears"], ["Shock"] * 6)
    assert _blocks("Nightwhorl Hermit", ["Grizzly Bears"], ["Shock"] * 7) == set()

SNEAK = """
Test Sneak:
  cost: "{U}"
  types: [Instant]
  spell:
    targets: [{filter: {types: [Creature], max_power: 3}}]
    effects: [{do: cant_be_blocked, what: target}]
"""


def test_509_1b_it_cant_be_blocked_this_turn():
    """509.1b: Hill Giant can't be blocked after the spell; an ordinary attacker can."""
    game = position(battlefield=(["Island", "Hill Giant", "Grizzly Bears"], ["Grizzly Bears"]),
                    hand=(["Test Sneak"], []), cards=pool_with(SNEAK))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears", owner=0)
    cast(game, "Test Sneak", giant)
    resolve(game)
    attack(game, giant, bears)
    blocker = named(game, "Grizzly Bears", owner=1)
    assert not can_block(game.state, blocker, giant)
    assert can_block(game.state, blocker, bears)
    advance_to(game, Step.UPKEEP)
    assert not any(e.layer == "cant_block" for e in game.state.effects)    # CR 514.2: the turn ended


def test_115_1_power_3_or_less_only():
    """115.1: "target creature with power 3 or less": Galewind Moose (6) can't be chosen."""
    game = position(battlefield=(["Island", "Hill Giant", "Galewind Moose"], []), hand=(["Test Sneak"], []),
                    cards=pool_with(SNEAK))
    spec = pool_with(SNEAK)["Test Sneak"].spell.targets[0]
    found = candidates(game.state, spec, 0, None)
    assert named(game, "Hill Giant") in found and named(game, "Galewind Moose") not in found
