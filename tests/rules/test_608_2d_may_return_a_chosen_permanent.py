"""CR 608.2d: "you may return a land you control to its owner's hand" — the controller says yes or no, then chooses
which land; "If you do" (608.2c) follows only a land actually returned (Slab Hammer)."""

from __future__ import annotations

from helpers import attack, choose, named, pass_priority, position, pt
from manastack.rules.effects.attach import attach
from manastack.types.decisions import DecisionKind


def _hammer_attacks():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Slab Hammer", "Grizzly Bears", "Forest", "Plains"], []))
    attach(game.state, named(game, "Slab Hammer"), named(game, "Grizzly Bears"))
    attack(game, named(game, "Grizzly Bears"))
    while game.decision.kind is DecisionKind.PRIORITY:     # the attack trigger resolves
        pass_priority(game)
    return game


def test_608_2d_yes_or_no_comes_first():
    """608.2d: the optional choice is asked as yes or no before any land is named."""
    game = _hammer_attacks()
    assert game.decision.kind is DecisionKind.YES_NO


def test_608_2d_the_chosen_land_returns_and_the_bonus_follows():
    """608.2d, 608.2c: after yes, the chosen land returns to its owner's hand and the creature gets +2/+2."""
    game = _hammer_attacks()
    choose(game, "yes")
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT
    choose(game, named(game, "Forest"))
    assert game.state.objects[named(game, "Forest")].zone.value == "hand"
    assert pt(game, named(game, "Grizzly Bears")) == (4, 4)


def test_608_2c_no_land_returned_no_bonus():
    """608.2c: "If you do": declined, no land moves and the creature stays 2/2."""
    game = _hammer_attacks()
    choose(game, "no")
    assert pt(game, named(game, "Grizzly Bears")) == (2, 2)
