"""CR 602.5b: "Activate only if an opponent lost life this turn and only once each turn" (Hired Claw)."""

from __future__ import annotations

from helpers import P1, activate, cast, named, position, resolve
from manastack.types.actions import ActivateAbility


def _claw_actions(game):   # type: ignore[no-untyped-def]
    claw = named(game, "Hired Claw")
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == claw]


def test_602_5b_not_before_an_opponent_lost_life():
    """602.5b: with no life lost by an opponent this turn, the ability can't be activated."""
    game = position(battlefield=(["Hired Claw"] + ["Mountain"] * 4, []))
    assert _claw_actions(game) == []


def test_602_5b_once_an_opponent_lost_life_only_once_each_turn():
    """602.5b: after Shock, it can be activated once; not a second time this turn."""
    game = position(battlefield=(["Hired Claw"] + ["Mountain"] * 5, []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    resolve(game)
    assert len(_claw_actions(game)) == 1
    activate(game, named(game, "Hired Claw"), 1)
    resolve(game)
    assert _claw_actions(game) == []


def test_602_5b_an_opponent_paying_life_is_losing_life():
    """119.4, 602.5b: paying life is losing life: it counts for "an opponent lost life this turn"."""
    from manastack.rules.costs import pay_life

    game = position(battlefield=(["Hired Claw"] + ["Mountain"] * 2, []))
    pay_life(game.state, 1, 2)
    game.state.event_seq += 1
    assert len(_claw_actions(game)) == 1
