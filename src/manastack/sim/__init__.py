"""Simulating many games between two decks (issue "Play and simulate").

>>> from manastack.sim import simulate
>>> result = simulate(["Forest"] * 20, ["Mountain"] * 20, games=2, agents=("random", "random"), progress=False)
>>> result.n, sorted(result.to_dict())[:3]
(2, ['agents', 'average_decisions', 'average_turns'])

``simulate`` (runner), the backends (``process``, ``ray``), ``report`` (rich table, JSON), ``plot``
(matplotlib) and ``replay_file`` (records) are the pieces; ``manastack.sim.cli`` is the command.
"""

from manastack.sim.records import replay_file
from manastack.sim.runner import GameResult, GameTask, SimResult, simulate, wilson

__all__ = ["GameResult", "GameTask", "SimResult", "replay_file", "simulate", "wilson"]
