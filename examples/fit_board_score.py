"""Fit the weights of the search agent's board score (``manastack.agents.mcts.evaluate``) to game results.

Plays heuristic-versus-heuristic games on the two sample matchups (``--games`` per matchup, paired seeds and
seat swaps as in ``manastack sim``), takes the position at the start of every turn (where a search playout
stops) from both players' sides, and fits a logistic regression (Newton's method, NumPy) of "this player wins"
on the differences of ``board_features``. Prints the weights and, for a quarter of the positions held out of
the fit, the log-loss of the fitted weights beside the weights in use, per matchup.

    python examples/fit_board_score.py --games 300
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.mcts import WEIGHTS, board_features
from manastack.game import Game
from manastack.sim.runner import DEFAULT_MAX_DECISIONS, make_tasks, resolve_deck

DECKS = Path(__file__).resolve().parent.parent / "decks"
MATCHUPS = [("bloomburrow-gift", "zendikar-awaken"), ("green-stompy", "red-aggro")]
NAMES = list(WEIGHTS)


def positions(first: str, second: str, games: int, seed: int) -> tuple[list[list[float]], list[float]]:
    """Feature differences at every turn start of every decided game, from each player's side, and who won."""
    _, deck_a = resolve_deck(DECKS / f"{first}.txt", "A")
    _, deck_b = resolve_deck(DECKS / f"{second}.txt", "B")
    rows: list[list[float]] = []
    labels: list[float] = []
    for task in make_tasks(deck_a, deck_b, games, ("heuristic", "heuristic"), seed, DEFAULT_MAX_DECISIONS):
        game = Game.new([list(d) for d in task.decks], seed=task.seed, record=False)
        agents = [HeuristicAgent(s) for s in task.agent_seeds]
        turn, starts = 0, []
        for _ in range(task.max_decisions):
            if game.decision is None or game.is_over():
                break
            if game.state.turn_number != turn:
                turn = game.state.turn_number
                starts.append([_differences(game, me) for me in (0, 1)])
            game.apply(agents[game.decision.player].choose(game, game.legal_actions()))
        if game.state.winner is None:
            continue
        for sides in starts:
            for me in (0, 1):
                rows.append(sides[me])
                labels.append(float(game.state.winner == me))
    return rows, labels


def _differences(game: Game, me: int) -> list[float]:
    mine, theirs = board_features(game.state, me)
    return [mine[name] - theirs[name] for name in NAMES]


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 30) -> np.ndarray:
    """Logistic regression without an intercept (the features are differences: the model is symmetric)."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-x @ w))
        gradient = x.T @ (p - y) / len(y) + l2 * w
        hessian = (x.T * (p * (1 - p))) @ x / len(y) + l2 * np.eye(len(w))
        w -= np.linalg.solve(hessian, gradient)
    return w


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    p = np.clip(1 / (1 + np.exp(-x @ w)), 1e-4, 1 - 1e-4)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per matchup")
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    data = [positions(first, second, args.games, args.seed) for first, second in MATCHUPS]
    x = np.array([row for rows, _ in data for row in rows])
    y = np.array([label for _, labels in data for label in labels])
    held_out = (np.arange(len(y)) // 40) % 4 == 0       # blocks of positions, so a game is mostly on one side
    trained = fit(x[~held_out], y[~held_out])
    in_use = np.array([WEIGHTS[name] for name in NAMES])
    start = 0
    for (first, second), (_, labels) in zip(MATCHUPS, data, strict=True):
        part = np.zeros(len(y), dtype=bool)
        part[start:start + len(labels)] = True
        start += len(labels)
        test = part & held_out
        fitted, used = log_loss(x[test], y[test], trained), log_loss(x[test], y[test], in_use)
        print(f"{first} vs {second}: {test.sum()} held-out positions, log-loss {fitted:.4f} fitted, {used:.4f} in use")
    weights = fit(x, y)
    print("weights fitted on every position:")
    print("{" + ", ".join(f'"{name}": {value:.3f}' for name, value in zip(NAMES, weights, strict=True)) + "}")


if __name__ == "__main__":
    main()
