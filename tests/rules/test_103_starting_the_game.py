"""CR 103: starting the game — shuffling, opening hands, the London mulligan and the first draw."""

from __future__ import annotations

from helpers import ANA, BO, advance_to, choose, events
from manastack import Game
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step

DECK = ["Forest"] * 20 + ["Grizzly Bears"] * 20


def new_game(seed: int = 3) -> Game:
    return Game.new([list(DECK), list(DECK)], seed=seed)


def test_103_3_each_player_shuffles_and_103_5_draws_seven() -> None:
    """103.3/103.5: each player shuffles, then draws a hand of seven cards."""
    game = new_game()
    assert [len(p.hand) for p in game.state.players] == [7, 7]
    assert [len(p.library) for p in game.state.players] == [33, 33]
    assert len(events(game, "shuffle")) == 2


def test_103_5_starting_player_decides_first_whether_to_mulligan() -> None:
    """103.5: starting with the starting player, each player in turn order decides to keep or mulligan."""
    game = new_game()
    assert game.decision.kind is DecisionKind.MULLIGAN and game.decision.player == ANA
    choose(game, "keep")
    assert game.decision.kind is DecisionKind.MULLIGAN and game.decision.player == BO


def test_103_5_a_mulligan_shuffles_the_hand_away_and_draws_a_new_seven() -> None:
    """103.5: a player who takes a mulligan shuffles their hand into their library and draws seven again."""
    game = new_game()
    first_hand = list(game.state.players[ANA].hand)
    choose(game, "mulligan")
    ana = game.state.players[ANA]
    assert len(ana.hand) == 7 and len(ana.library) == 33
    assert ana.mulligans == 1
    assert not set(first_hand) & set(ana.hand)   # new objects (CR 400.7)
    assert game.decision.kind is DecisionKind.MULLIGAN and game.decision.player == ANA


def test_103_5_london_mulligan_keeping_puts_one_card_per_mulligan_on_the_bottom() -> None:
    """103.5: having mulliganed N times, a player who keeps puts N cards from hand on the bottom of their library."""
    game = new_game()
    choose(game, "mulligan")
    choose(game, "mulligan")
    choose(game, "keep")
    ana = game.state.players[ANA]
    for _ in range(2):
        assert game.decision.kind is DecisionKind.BOTTOM and game.decision.player == ANA
        card = game.decision.options[-1]
        name = game.state.objects[card].card
        choose(game, card)
        assert game.state.objects[ana.library[-1]].card == name
    assert len(ana.hand) == 5 and len(ana.library) == 35
    assert game.decision.kind is DecisionKind.MULLIGAN and game.decision.player == BO


def test_103_5_keeping_seven_needs_no_bottom_decision() -> None:
    """103.5: a player who keeps without having mulliganed keeps all seven cards."""
    game = new_game()
    choose(game, "keep")
    choose(game, "keep")
    assert [len(p.hand) for p in game.state.players] == [7, 7]
    assert game.state.turn_number == 1 and game.state.active == ANA


def test_103_8a_starting_player_skips_the_draw_of_the_first_turn() -> None:
    """103.8a: in a two-player game, the player who plays first skips the draw step of their first turn."""
    game = new_game()
    choose(game, "keep")
    choose(game, "keep")
    advance_to(game, Step.MAIN1, turn=1)
    assert len(game.state.players[ANA].hand) == 7
    assert [e.rule for e in events(game, "skip_draw")] == ["103.8a"]


def test_103_8a_the_other_player_draws_on_their_first_turn() -> None:
    """103.8a: only the starting player's first draw is skipped; the other player draws on turn 2."""
    game = new_game()
    choose(game, "keep")
    choose(game, "keep")
    advance_to(game, Step.MAIN1, turn=2)
    assert game.state.active == BO
    assert len(game.state.players[BO].hand) == 8
    assert len(events(game, "skip_draw")) == 1


def test_103_5_same_seed_same_opening_hands() -> None:
    """103.3: shuffling is random, but the same seed gives the same shuffle (replays are exact)."""
    a, b = new_game(seed=11), new_game(seed=11)
    hand = lambda g, p: [g.state.objects[o].card for o in g.state.players[p].hand]  # noqa: E731
    assert hand(a, ANA) == hand(b, ANA) and hand(a, BO) == hand(b, BO)
    assert a.same_as(b)
