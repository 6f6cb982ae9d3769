"""Environments for learning and search, on the ecosystem's standard interfaces (the optional extra ``rl``).

- :func:`env` / :data:`raw_env`: a PettingZoo AEC environment, one agent per seat (:mod:`manastack.env.aec`).
- ``gymnasium.make("manastack/Duel-v0", opponent="heuristic")``: one seat against a fixed agent
  (:mod:`manastack.env.duel`), registered when this package is imported.
- :mod:`manastack.env.spiel`: the game for OpenSpiel (``import manastack.env.spiel`` registers
  ``python_manastack``; needs the ``open-spiel`` package).

>>> from manastack.env import env
>>> aec = env()
>>> aec.reset(seed=1)
>>> sorted(aec.observe(aec.agent_selection))
['action_mask', 'observation']
"""

from __future__ import annotations

from typing import Any

from gymnasium.envs.registration import register, registry
from pettingzoo.utils import wrappers

from manastack.env.aec import ManastackAEC

__all__ = ["env", "raw_env"]

raw_env = ManastackAEC


def env(**options: Any) -> Any:
    """The AEC environment wrapped as PettingZoo recommends (order enforced, actions range-checked).

    Options: ``decks`` (one per seat: card names or a deck file), ``cards`` (a card pool for ``Game.new``),
    ``max_steps``, ``max_actions``, ``render_mode`` (None or ``"ansi"``), ``auto_mana``; ``seed`` is taken
    by ``reset``."""
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(ManastackAEC(**options)))


if "manastack/Duel-v0" not in registry:
    register(id="manastack/Duel-v0", entry_point="manastack.env.duel:DuelEnv")
