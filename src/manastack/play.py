"""Running a game between agents: ``manastack.play(game, agents)``."""

from __future__ import annotations

from collections.abc import Sequence

from manastack.agents.base import Agent
from manastack.game import Game, Outcome

MAX_DECISIONS = 20_000


def play(game: Game, agents: Sequence[Agent], max_decisions: int = MAX_DECISIONS) -> Outcome | None:
    """Ask each deciding player's agent until the game ends (or ``max_decisions`` is reached)."""
    for _ in range(max_decisions):
        decision = game.decision
        if decision is None or game.is_over():
            break
        legal = game.legal_actions()
        game.apply(agents[decision.player].choose(game, legal))
    return game.outcome()
