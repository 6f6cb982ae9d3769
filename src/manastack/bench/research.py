"""Research measurements for ``manastack bench``: environment steps per second and search playouts per second.

* env steps/s: the PettingZoo AEC environment (:mod:`manastack.env`) stepped with random masked actions on the
  bench decks, each step one decision, observations and infos included (needs the ``rl`` extra; None without);
* playouts/s: :class:`~manastack.agents.mcts.MctsAgent` searching the decisions of one game against the
  heuristic agent (determinizing, cloning and playing out to its horizon: everything a playout costs).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

__all__ = ["env_steps_per_second", "playouts_per_second"]


def env_steps_per_second(decks: Sequence[Sequence[str]], seeds: Sequence[int]) -> float | None:
    """Steps per second of the AEC environment over one episode per seed; None without the ``rl`` extra."""
    try:
        import numpy as np

        from manastack.env import raw_env
    except ImportError:
        return None
    aec = raw_env(decks=[list(d) for d in decks])
    steps, seconds = 0, 0.0
    for seed in seeds:
        rng = np.random.default_rng(seed)
        start = time.perf_counter()
        aec.reset(seed=seed)
        for _agent in aec.agent_iter():
            obs, _reward, terminated, truncated, _info = aec.last()
            if terminated or truncated:
                aec.step(None)
                continue
            aec.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        seconds += time.perf_counter() - start
    return steps / seconds if seconds > 0 else 0.0


def playouts_per_second(decks: Sequence[Sequence[str]], seed: int, decisions: int = 60) -> float:
    """Playouts per second of the search agent over its first ``decisions`` searched decisions of one game."""
    from manastack.agents.base import Agent
    from manastack.agents.heuristic import HeuristicAgent
    from manastack.agents.mcts import MctsAgent
    from manastack.game import Game

    game = Game.new([list(d) for d in decks], seed=seed, record=False)
    search = MctsAgent(seed)
    agents: list[Agent] = [search, HeuristicAgent(seed + 1)]
    while game.decision is not None and not game.is_over() and search.searches < decisions:
        legal = game.legal_actions()
        game.apply(agents[game.decision.player].choose(game, legal))
    return search.playouts_done / search.search_seconds if search.search_seconds > 0 else 0.0
