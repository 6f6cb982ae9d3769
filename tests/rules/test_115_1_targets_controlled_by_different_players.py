"""CR 115.1, 601.2c, 608.2b: "two target creatures controlled by different players" — once one is chosen, creatures
its controller controls can't be the other; if on resolution both have the same controller, both are illegal."""

from __future__ import annotations

from helpers import ANA, BO, changed, named, position, resolve
from manastack.types.actions import CastSpell, Choose
from manastack.types.enums import Zone


def _casting():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Island", "Island", "Grizzly Bears", "Savannah Lions"], ["Hill Giant"]),
                    hand=(["Run Away Together"], []))
    game.apply(CastSpell(ANA, named(game, "Run Away Together", Zone.HAND)))
    return game


def test_601_2c_the_second_target_has_another_controller():
    """601.2c: after Ana's Grizzly Bears, only Bo's Hill Giant may be the second target."""
    game = _casting()
    game.apply(Choose(ANA, named(game, "Grizzly Bears")))
    assert set(game.decision.options) == {named(game, "Hill Giant")}


def test_608_2b_both_controlled_by_one_player_on_resolution_are_both_illegal():
    """608.2b: if Bo has come to control Grizzly Bears, neither target is legal: the spell doesn't resolve."""
    game = _casting()
    game.apply(Choose(ANA, named(game, "Grizzly Bears")))
    game.apply(Choose(ANA, named(game, "Hill Giant")))
    game.state.objects[named(game, "Grizzly Bears")].controller = BO   # as a control-changing effect would
    changed(game)
    resolve(game)
    assert game.state.objects[named(game, "Grizzly Bears")].zone is Zone.BATTLEFIELD
    assert game.state.objects[named(game, "Hill Giant")].zone is Zone.BATTLEFIELD
