"""A PettingZoo AEC environment: one agent per seat, one step per decision of the game.

The agent to act is the player the pending decision is put to (priority, targets, attackers, blockers …), so the
same agent may act many times in a row. Each observation is a dictionary with the fixed-shape
``"observation"`` vector (see :mod:`manastack.env.encoding`) and the ``"action_mask"`` of the legal actions;
the info of the agent to act (and of every agent once the game is over) carries the raw
``Game.observation(seat)`` dictionary (``"raw_observation"``), the legal actions themselves
(``"legal_actions"``, index ``i`` of the mask is ``legal_actions[i]``) and their readable labels. Rewards are
+1 for the winner, −1 for every loser and 0 otherwise (a draw, or a game cut short by ``max_steps``, which
truncates the episode).
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from manastack.env.encoding import LIMIT, ObservationLayout, action_label, action_mask, vocabulary
from manastack.env.options import GameOptions
from manastack.game import Game
from manastack.types.actions import Action

__all__ = ["ManastackAEC", "agent_name"]

MAX_ACTIONS = 128


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class ManastackAEC(AECEnv):
    """The game as an agent-environment-cycle environment; ``render()`` returns the rule-cited trace."""

    metadata: ClassVar[dict[str, Any]] = {"name": "manastack_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, decks: Any = None, cards: Any = None, max_steps: int = 3000, max_actions: int = MAX_ACTIONS,
                 render_mode: str | None = None, auto_mana: bool = True) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        self.options = GameOptions(decks, cards, max_steps, auto_mana, record=render_mode == "ansi")
        self.max_actions = max_actions
        names = (n for d in self.options.deck_lists for n in d)
        self.layout = ObservationLayout(self.options.seats, vocabulary(names, self.options.cards))
        self.possible_agents = [agent_name(s) for s in range(self.options.seats)]
        self._seat = {name: s for s, name in enumerate(self.possible_agents)}
        space = spaces.Dict({
            "observation": spaces.Box(-LIMIT, LIMIT, (self.layout.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (max_actions,), np.int8),
        })
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = {a: spaces.Discrete(max_actions) for a in self.possible_agents}
        self._seed = 0
        self.game: Game | None = None
        self.legal: list[Action] = []
        self.steps = 0
        self._seen: dict[int, dict[str, Any]] = {}   # this move's observations by seat

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- the cycle ---------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` fixes its shuffles (without one, each reset takes the next seed)."""
        self._seed = self._seed + 1 if seed is None else seed
        for space in self.action_spaces.values():
            space.seed(self._seed)
        self.game = self.options.new_game(self._seed)
        self.steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._after_move()

    def step(self, action: Any) -> None:
        """Apply the action at mask index ``action`` for the agent to act."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if self.game is None:
            raise RuntimeError("call reset() before step()")
        index = int(action)
        if not 0 <= index < min(len(self.legal), self.max_actions):
            raise ValueError(f"action {index} is not offered: the mask allows 0..{len(self.legal) - 1}")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(self.legal[index])
        self.steps += 1
        self._after_move()
        self._accumulate_rewards()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        if self.game is None:
            raise RuntimeError("call reset() before observe()")
        seat = self._seat[agent]
        mine = agent == self.agent_selection and not self.game.is_over()
        return {"observation": self.layout.encode(self._observation(seat)),
                "action_mask": action_mask(self.legal if mine else (), self.max_actions)}

    def render(self) -> str | None:
        """The numbered, rule-cited trace so far (``render_mode="ansi"``; the game records its events then)."""
        if self.render_mode is None or self.game is None:
            return None
        return "\n".join(self.game.trace())

    def close(self) -> None:
        self.game = None

    # -- bookkeeping -------------------------------------------------------------------------------
    def _observation(self, seat: int) -> dict[str, Any]:
        seen = self._seen.get(seat)
        if seen is None:
            assert self.game is not None
            seen = self._seen[seat] = self.game.observation(seat)
        return seen

    def _after_move(self) -> None:
        """Point at the agent to act and fill in rewards, ends and infos after a move (or at reset)."""
        game = self.game
        assert game is not None
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._seen = {}
        outcome = game.outcome()
        if outcome is not None or game.decision is None:
            self.legal = []
            for agent in self.agents:
                seat = self._seat[agent]
                self.terminations[agent] = True
                if outcome is not None and outcome.winner is not None:
                    self.rewards[agent] = 1.0 if seat == outcome.winner else -1.0
        elif self.steps >= self.options.max_steps:
            self.legal = []
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.legal = game.legal_actions()
            self.agent_selection = agent_name(game.decision.player)
        if not hasattr(self, "agent_selection"):
            self.agent_selection = self.agents[0]
        self._fill_infos()

    def _fill_infos(self) -> None:
        game = self.game
        assert game is not None
        over = not self.legal
        for agent in self.agents:
            info: dict[str, Any] = {}
            if over or agent == self.agent_selection:   # the others' would be stale before they act
                info["raw_observation"] = self._observation(self._seat[agent])
            if agent == self.agent_selection and self.legal:
                decision = game.decision
                assert decision is not None
                offered = self.legal[:self.max_actions]
                info["legal_actions"] = offered
                info["labels"] = [action_label(game, a) for a in offered]
                info["unoffered"] = len(self.legal) - len(offered)
            self.infos[agent] = info

