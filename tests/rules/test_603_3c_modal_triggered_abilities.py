"""CR 603.3c, 700.2a: the mode of a modal triggered ability is chosen as it's put on the stack; a mode whose
targets can't be chosen can't be chosen; with no mode left, the ability is removed from the stack."""

from __future__ import annotations

from helpers import cast, choose, named, pass_priority, position
from manastack.types.decisions import DecisionKind


def _ambusher(bo: list[str], shock: bool):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Swamp"] * 4 + ["Mountain"], bo), hand=(["Downwind Ambusher", "Shock"], []))
    if shock:
        cast(game, "Shock", named(game, "Hill Giant"))
        pass_priority(game)
        pass_priority(game)
    cast(game, "Downwind Ambusher")
    pass_priority(game)
    pass_priority(game)
    return game


def test_603_3c_both_modes_offered_when_both_have_targets():
    """603.3c: Hill Giant was dealt damage this turn: both modes can be chosen."""
    game = _ambusher(["Hill Giant"], shock=True)
    assert game.decision.kind is DecisionKind.MODE and game.decision.options == (0, 1)
    choose(game, 1)
    assert game.state.objects[game.state.stack[-1]].modes == (1,)


def test_700_2a_a_mode_without_legal_targets_cant_be_chosen():
    """700.2a: nothing of Bo's was dealt damage: only the first mode may be chosen; its targets follow."""
    game = _ambusher(["Hill Giant"], shock=False)
    assert game.decision.kind is DecisionKind.MODE and game.decision.options == (0,)
    choose(game, 0)
    assert game.decision.kind is DecisionKind.TARGET
    assert game.state.objects[game.state.stack[-1]].modes == (0,)


def test_603_3c_no_mode_possible_removes_the_ability():
    """603.3c: Bo controls no creature: no mode can be chosen, the ability leaves the stack."""
    game = _ambusher([], shock=False)
    assert not any(game.state.objects[o].is_ability for o in game.state.stack)
