"""CR 601.2d: dividing damage among targets as the spell is cast (``rules.division``)."""

from __future__ import annotations

from helpers import ANA, BO, advance_to, choose, named, pass_priority, position, resolve
from manastack.rules.division import _splits
from manastack.types.actions import CastSpell
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step


def test_601_2d_each_target_gets_at_least_one():
    """601.2d: "Each of these targets must receive at least one of whatever is being divided"."""
    assert _splits(5, 2) == [(1, 4), (2, 3), (3, 2), (4, 1)]
    assert _splits(2, 3) == []
    assert _splits(5, 1) == [(5,)]


def _retribution(*targets: str):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Hill Giant", "Grizzly Bears"], ["Plains"] * 5), hand=([], ["Roil's Retribution"]))
    advance_to(game, Step.DECLARE_ATTACKERS)
    for name in ("Hill Giant", "Grizzly Bears"):
        choose(game, (named(game, name), BO))
    choose(game, "done")
    while game.decision.player != BO:
        pass_priority(game)
    game.apply(CastSpell(BO, named(game, "Roil's Retribution")))
    for name in targets:
        choose(game, named(game, name))
    if len(targets) < 2:
        choose(game, "done")
    return game


def test_601_2d_the_division_is_announced_after_the_targets():
    """601.2d comes after 601.2c: with two targets the caster chooses how to divide the 5 damage."""
    game = _retribution("Hill Giant", "Grizzly Bears")
    assert game.decision.kind is DecisionKind.DIVIDE and len(game.decision.options) == 4
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    choose(game, ((giant, 4), (bears, 1)))
    resolve(game)
    assert giant not in game.state.objects and game.state.objects[bears].damage == 1


def test_601_2d_one_target_gets_it_all_without_a_question():
    """601.2d: a single target receives the whole amount (one way to divide: no question)."""
    game = _retribution("Hill Giant")
    resolve(game)
    assert named(game, "Hill Giant", owner=ANA) not in game.state.battlefield
