"""CR 608.2d, 701.26: "you may tap or untap target creature" — the choice (tap, untap, neither) is made as the
instruction is followed."""

from __future__ import annotations

from helpers import choose, named, play_land, position, resolve_top
from manastack.rules.effects.tap import NEITHER, TAP, UNTAP
from manastack.types.decisions import DecisionKind


def _coralhelm(tapped: bool):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Retreat to Coralhelm"], ["Grizzly Bears"]), hand=(["Island"], []),
                    tapped=("Grizzly Bears",) if tapped else ())
    play_land(game, "Island")
    choose(game, 0)
    choose(game, named(game, "Grizzly Bears"))
    resolve_top(game)
    assert game.decision.kind is DecisionKind.MODE and game.decision.rule == "608.2d"
    return game


def test_608_2d_tap_it():
    """608.2d, 701.26a: choosing to tap it taps the untapped creature."""
    game = _coralhelm(tapped=False)
    choose(game, TAP)
    assert game.state.objects[named(game, "Grizzly Bears")].tapped


def test_608_2d_untap_it():
    """608.2d, 701.26b: choosing to untap it untaps the tapped creature."""
    game = _coralhelm(tapped=True)
    choose(game, UNTAP)
    assert not game.state.objects[named(game, "Grizzly Bears")].tapped


def test_608_2d_neither():
    """608.2d: "you may": neither is a choice; a tapped creature stays tapped."""
    game = _coralhelm(tapped=True)
    choose(game, NEITHER)
    assert game.state.objects[named(game, "Grizzly Bears")].tapped
