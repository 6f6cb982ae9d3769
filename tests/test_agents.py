"""The agents: the heuristic agent answers every decision legally and beats the random agent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from manastack import Game, RandomAgent, play
from manastack.agents.heuristic import HeuristicAgent
from manastack.bench.peer import expand_decklist
from manastack.bench.runner import find_bench_dir, load_bench_decks
from manastack.cli import DEMO_DECKS
from manastack.types.actions import Choose, PassPriority
from manastack.types.decisions import DecisionKind

_REPO = Path(__file__).resolve().parents[1]


def _bench_decks() -> list[list[str]]:
    """The bench decks (shared/bench beside the repo), or the CLI's built-in copies of them."""
    folder = find_bench_dir() or find_bench_dir(_REPO)
    if folder is not None:
        return [cards for _, cards in load_bench_decks(folder)]
    return [expand_decklist(lines) for lines in DEMO_DECKS.values()]


DECKS = _bench_decks()


def _game(index: int) -> tuple[Game, int]:
    """Game ``index``: the heuristic agent's seat and deck both alternate (every pairing is played)."""
    seat = index % 2
    decks = list(DECKS) if (index // 2) % 2 == 0 else list(reversed(DECKS))
    return Game.new(decks, seed=1000 + index, record=False), seat


def test_heuristic_beats_random_in_both_seats() -> None:
    games = 40
    wins = 0
    by_seat = [0, 0]
    for index in range(games):
        game, seat = _game(index)
        agents: list[Any] = [RandomAgent(index), RandomAgent(index)]
        agents[seat] = HeuristicAgent(index)
        outcome = play(game, agents)
        assert outcome is not None, f"game {index} did not finish"
        if outcome.winner == seat:
            wins += 1
            by_seat[seat] += 1
    assert wins / games >= 0.9, f"heuristic won {wins}/{games} (seat 0: {by_seat[0]}, seat 1: {by_seat[1]})"
    assert min(by_seat) >= 0.8 * games / 2, f"one seat is weak: {by_seat}"


def test_heuristic_is_deterministic() -> None:
    traces = []
    for _ in range(2):
        game = Game.new(DECKS, seed=5)
        play(game, [HeuristicAgent(3), HeuristicAgent(4)])
        traces.append(game.trace())
    assert traces[0] == traces[1]
    assert traces[0][-1].endswith("]")


def test_heuristic_keeps_a_hand_with_lands_and_mulligans_one_without() -> None:
    agent = HeuristicAgent(0)
    game = Game.new([["Forest"] * 7 + ["Grizzly Bears"] * 13, ["Grizzly Bears"] * 20], seed=1)
    state = game.state
    assert game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN
    me = game.decision.player
    hand = state.players[me].hand
    lands = sum(1 for oid in hand if state.objects[oid].card == "Forest")
    choice = agent.choose(game, game.legal_actions())
    assert isinstance(choice, Choose)
    assert choice.option == ("keep" if 2 <= lands <= 5 else "mulligan")
    nolands = Game.new([["Grizzly Bears"] * 20, ["Grizzly Bears"] * 20], seed=1)
    assert agent.choose(nolands, nolands.legal_actions()) == Choose(nolands.decision.player, "mulligan")  # type: ignore[union-attr]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_heuristic_only_returns_legal_actions(seed: int) -> None:
    game = Game.new(DECKS, seed=seed, record=False)
    agents = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
    plays_land = False
    for _ in range(5000):
        if game.decision is None or game.is_over():
            break
        legal = game.legal_actions()
        action = agents[game.decision.player].choose(game, legal)
        assert action in legal
        plays_land |= type(action).__name__ == "PlayLand"
        game.apply(action)
    assert game.is_over()
    assert plays_land


def test_heuristic_passes_when_nothing_is_worth_doing() -> None:
    game = Game.new([["Forest"] * 20, ["Forest"] * 20], seed=2)
    agent = HeuristicAgent(1)
    while game.decision is not None and game.decision.kind is not DecisionKind.PRIORITY:
        game.apply(agent.choose(game, game.legal_actions()))
    assert game.decision is not None
    legal = game.legal_actions()
    action = agent.choose(game, legal)
    # Lands first when one can be played; otherwise pass.
    assert type(action).__name__ == "PlayLand" or action == PassPriority(game.decision.player)
