"""A Gymnasium environment: one seat against a fixed opponent agent (``manastack/Duel-v0``).

Each step is one decision of the learner's seat; the opponent's decisions are played in between by the
opponent agent (``"random"``, ``"heuristic"``, ``"mcts"``, any name ``manastack sim --agents`` takes, or an
agent object with ``choose(game, legal)``). The observation is a dictionary with the ``"observation"`` vector
and the ``"action_mask"`` (see :mod:`manastack.env.encoding`); ``info`` holds the raw observation, the legal
actions and their labels. The reward is +1 for a win, −1 for a loss, 0 otherwise; ``max_steps`` (the
learner's decisions) truncates. An index outside the mask changes nothing (``info["illegal_action"]`` names
it), so algorithms that ignore masks can still run.

>>> import gymnasium, manastack.env
>>> duel = gymnasium.make("manastack/Duel-v0", opponent="random")
>>> obs, info = duel.reset(seed=3)
>>> int(obs["action_mask"].sum()) == len(info["legal_actions"])
True
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from manastack.env.aec import MAX_ACTIONS
from manastack.env.encoding import LIMIT, ObservationLayout, action_label, action_mask, vocabulary
from manastack.env.options import GameOptions
from manastack.game import Game
from manastack.types.actions import Action

__all__ = ["DuelEnv"]


class DuelEnv(gym.Env[dict[str, Any], np.int64]):
    """The learner plays ``seat`` (0 or 1; ``None``: alternate each episode) against ``opponent``."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 - Gymnasium declares it an instance attribute

    def __init__(self, opponent: Any = "random", seat: int | None = 0, decks: Any = None, cards: Any = None,
                 max_steps: int = 1000, max_actions: int = MAX_ACTIONS, render_mode: str | None = None,
                 auto_mana: bool = True) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        self.options = GameOptions(decks, cards, max_steps, auto_mana, record=render_mode == "ansi")
        if self.options.seats != 2:
            raise ValueError("a duel needs exactly two decks")
        self.opponent_spec = opponent
        self.seat_option = seat
        self.max_actions = max_actions
        names = (n for d in self.options.deck_lists for n in d)
        self.layout = ObservationLayout(2, vocabulary(names, self.options.cards))
        self.observation_space: spaces.Space[Any] = spaces.Dict({
            "observation": spaces.Box(-LIMIT, LIMIT, (self.layout.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (max_actions,), np.int8),
        })
        self.action_space = spaces.Discrete(max_actions)
        self.game: Game | None = None
        self.legal: list[Action] = []
        self.seat = 0 if seat is None else seat
        self.steps = 0
        self.episodes = 0
        self._game_seed = 0

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        self._game_seed = seed if seed is not None else int(self.np_random.integers(2**31))
        if self.seat_option is None:
            self.seat = self.episodes % 2
        self.episodes += 1
        self.opponent = self._make_opponent(self._game_seed)
        self.game = self.options.new_game(self._game_seed)
        self.steps = 0
        self._advance()
        return self._observe(), self._info()

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        game = self.game
        if game is None or not self.legal:
            raise RuntimeError("call reset() before step(), and again after the episode ends")
        index = int(action)
        if not 0 <= index < min(len(self.legal), self.max_actions):
            # algorithms without masks (and Gymnasium's checker) sample any index: the move is refused, not fatal
            return self._observe(), 0.0, False, False, {**self._info(), "illegal_action": index}
        game.apply(self.legal[index])
        self.steps += 1
        self._advance()
        outcome = game.outcome()
        terminated = outcome is not None or game.decision is None
        reward = 0.0
        if outcome is not None and outcome.winner is not None:
            reward = 1.0 if outcome.winner == self.seat else -1.0
        truncated = not terminated and self.steps >= self.options.max_steps
        if truncated:
            self.legal = []
        return self._observe(), reward, terminated, truncated, self._info()

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        return "\n".join(self.game.trace())

    # -- helpers -----------------------------------------------------------------------------------
    def _make_opponent(self, seed: int) -> Any:
        if not isinstance(self.opponent_spec, str):
            return self.opponent_spec
        from manastack.sim.runner import make_agent

        return make_agent(self.opponent_spec, seed + 1)

    def _advance(self) -> None:
        """Let the opponent play until the learner must decide or the game ends."""
        game = self.game
        assert game is not None
        self.legal = []
        while not game.is_over() and game.decision is not None:
            legal = game.legal_actions()
            if game.decision.player == self.seat:
                self.legal = legal
                return
            game.apply(self.opponent.choose(game, legal))

    def _observe(self) -> dict[str, np.ndarray]:
        assert self.game is not None
        return {"observation": self.layout.encode(self.game.observation(self.seat)),
                "action_mask": action_mask(self.legal, self.max_actions)}

    def _info(self) -> dict[str, Any]:
        game = self.game
        assert game is not None
        offered = self.legal[:self.max_actions]
        return {"raw_observation": game.observation(self.seat), "seat": self.seat, "legal_actions": offered,
                "labels": [action_label(game, a) for a in offered], "unoffered": len(self.legal) - len(offered)}
