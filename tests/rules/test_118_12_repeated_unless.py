"""CR 118.12 with Rottenmouth Viper's rulings: "Then for each blight counter on it, each opponent loses 4 life
unless that player sacrifices a nonland permanent or discards a card" — every choice is made first (never the
same object twice, and "neither" is always allowed), then they all happen; 608.2h: the counters are counted as
the Viper last existed on the battlefield if it has left."""

from __future__ import annotations

from helpers import ANA, BO, attack, choose, counters, named, position, resolve_top
from manastack.game import Game
from manastack.rules.keyword_actions import destroy
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _attack(blight: int, bo_battlefield: list[str], bo_hand: list[str]) -> Game:
    """Ana's Viper (with ``blight`` counters) attacks; its trigger is on the stack."""
    game = position(battlefield=(["Rottenmouth Viper"], bo_battlefield), hand=([], bo_hand))
    viper = named(game, "Rottenmouth Viper")
    if blight:
        counters(game, viper, "blight", blight)
    attack(game, viper)
    return game


def test_118_12_choices_first_then_all_at_once():
    """The Viper gets its second counter: Bo chooses Hill Giant, then Shock — Hill Giant can't be chosen again —
    and only then are both sacrificed and discarded; he loses no life."""
    game = _attack(1, ["Hill Giant"], ["Shock"])
    resolve_top(game)
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and game.decision.player == BO
    choose(game, named(game, "Hill Giant"))
    assert named(game, "Hill Giant") not in game.decision.options and named(game, "Hill Giant", Zone.BATTLEFIELD)
    choose(game, named(game, "Shock", Zone.HAND))
    assert named(game, "Hill Giant", Zone.GRAVEYARD) and named(game, "Shock", Zone.GRAVEYARD)
    assert game.state.players[BO].life == 20


def test_118_12_neither_is_always_allowed():
    """Ruling: Bo may choose not to sacrifice or discard (and lose 4 life) though he holds a card."""
    game = _attack(0, [], ["Shock"])
    resolve_top(game)
    assert "no" in game.decision.options
    choose(game, "no")
    assert game.state.players[BO].life == 16 and named(game, "Shock", Zone.HAND)


def test_118_12_nothing_left_to_give_loses_the_life():
    """With nothing to sacrifice or discard, each remaining choice is the life: 3 counters, one card: Bo discards
    it and loses 8 life."""
    game = _attack(2, [], ["Shock"])
    resolve_top(game)
    choose(game, named(game, "Shock", Zone.HAND))
    assert game.decision is None or game.decision.kind is not DecisionKind.CHOOSE_OBJECT
    assert game.state.players[BO].life == 12


def test_608_2h_the_counters_it_had_as_it_left():
    """Ruling: destroyed before its attack trigger resolves, the Viper with one blight counter counts it: the
    counter the trigger would add has nowhere to go, so Bo makes one choice."""
    game = _attack(1, [], [])
    destroy(game.state, named(game, "Rottenmouth Viper"))
    resolve_top(game)
    assert game.state.players[BO].life == 16 and game.state.players[ANA].life == 20
