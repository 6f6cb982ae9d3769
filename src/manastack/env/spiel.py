"""The game for OpenSpiel, registered as the Python game ``python_manastack`` when this module is imported
(needs the ``open-spiel`` package: ``pip install 'manastack[rl]'``).

- Imperfect information, two players, zero-sum, terminal rewards (+1/−1, 0 for a draw or a game cut short
  at ``max_steps`` decisions).
- Chance is explicit as far as the engine's seeded shuffles allow: the first node is a chance node choosing
  the game's seed among ``seeds`` equally likely outcomes; every later shuffle and coin follows from that seed
  (the engine's generator lives in the game state), so there are no later chance nodes.
- Actions: index ``i`` is the ``i``-th of ``Game.legal_actions()`` (as in :mod:`manastack.env.encoding`),
  up to ``max_actions``.
- Observation string: ``Game.observation(player)`` as JSON; observation tensor: the vector of
  :class:`~manastack.env.encoding.ObservationLayout`. Information state string: the player's view of the
  rule-cited trace (other players' hidden cards are not named, CR 400.2), then the observation.
- Parameters: ``deck_a``/``deck_b`` (deck files; empty for the bench decks), ``seeds``, ``max_steps``,
  ``max_actions``. A card pool is given from Python: ``ManastackSpielGame(params, cards=pool)``.

>>> import pyspiel, manastack.env.spiel
>>> game = pyspiel.load_game("python_manastack")
>>> state = game.new_initial_state()
>>> state.is_chance_node()
True
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from manastack.env.encoding import ObservationLayout, action_label, vocabulary
from manastack.env.options import GameOptions
from manastack.game import Game
from manastack.types.actions import Action

__all__ = ["ManastackSpielGame", "ManastackSpielState"]

DEFAULTS = {"deck_a": "", "deck_b": "", "seeds": 1000, "max_steps": 3000, "max_actions": 128}

_GAME_TYPE = pyspiel.GameType(
    short_name="python_manastack",
    long_name="manastack: Magic: The Gathering by the Comprehensive Rules",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=DEFAULTS,
)


class ManastackSpielGame(pyspiel.Game):
    """A two-player game of Magic between the two decks of the parameters."""

    def __init__(self, params: dict[str, Any] | None = None, cards: Any = None) -> None:
        merged = {**DEFAULTS, **(params or {})}
        decks = [merged["deck_a"], merged["deck_b"]]
        options = GameOptions(None if not any(decks) else decks, cards, int(merged["max_steps"]), record=True)
        info = pyspiel.GameInfo(num_distinct_actions=int(merged["max_actions"]),
                                max_chance_outcomes=int(merged["seeds"]), num_players=2, min_utility=-1.0,
                                max_utility=1.0, utility_sum=0.0, max_game_length=options.max_steps + 1)
        super().__init__(_GAME_TYPE, info, merged)
        self.setup = _Setup(options, int(merged["seeds"]), int(merged["max_actions"]))
        names = (n for d in options.deck_lists for n in d)
        self.layout = ObservationLayout(2, vocabulary(names, options.cards))

    def new_initial_state(self) -> ManastackSpielState:
        return ManastackSpielState(self, self.setup)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ManastackObserver:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return ManastackObserver(self.layout, perfect_recall)


class _Setup:
    """How games are set up; shared, never copied, when OpenSpiel clones a state (by deep-copying its fields)."""

    __slots__ = ("max_actions", "options", "seeds")

    def __init__(self, options: GameOptions, seeds: int, max_actions: int) -> None:
        self.options = options
        self.seeds = seeds
        self.max_actions = max_actions

    def __deepcopy__(self, memo: dict[int, Any]) -> _Setup:
        return self


class _Table:
    """The game in progress; OpenSpiel's deep copy of a state becomes ``Game.clone()`` (microseconds)."""

    __slots__ = ("game", "legal", "steps")

    def __init__(self, game: Game, steps: int = 0) -> None:
        self.game = game
        self.steps = steps
        self.legal = game.legal_actions() if game.decision is not None and not game.is_over() else []

    def __deepcopy__(self, memo: dict[int, Any]) -> _Table:
        return _Table(self.game.clone(), self.steps)


class ManastackSpielState(pyspiel.State):
    """One state: before the seed is drawn (a chance node), or a game of manastack in progress."""

    def __init__(self, spiel_game: ManastackSpielGame, setup: _Setup) -> None:
        super().__init__(spiel_game)
        self.setup = setup
        self.table: _Table | None = None

    @property
    def game(self) -> Game | None:
        return None if self.table is None else self.table.game

    @property
    def legal(self) -> list[Action]:
        return [] if self.table is None else self.table.legal

    def current_player(self) -> int:
        if self.game is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        decision = self.game.decision
        assert decision is not None
        return decision.player

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(min(len(self.legal), self.setup.max_actions)))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        n = self.setup.seeds
        return [(seed, 1.0 / n) for seed in range(n)]

    def _apply_action(self, action: int) -> None:
        if self.table is None:
            self.table = _Table(self.setup.options.new_game(int(action)))
            return
        table = self.table
        table.game.apply(table.legal[action])
        table.steps += 1
        table.legal = [] if self.is_terminal() else table.game.legal_actions()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"Seed {action}"
        if self.game is None or action >= len(self.legal):
            return f"Action {action}"
        return f"{action}: {action_label(self.game, self.legal[action])}"   # OpenSpiel wants them distinct

    def is_terminal(self) -> bool:
        table = self.table
        return table is not None and (table.game.is_over() or table.game.decision is None
                                      or table.steps >= self.setup.options.max_steps)

    def returns(self) -> list[float]:
        outcome = None if self.game is None else self.game.outcome()
        if outcome is None or outcome.winner is None:
            return [0.0, 0.0]
        return [1.0 if seat == outcome.winner else -1.0 for seat in range(2)]

    def __str__(self) -> str:
        if self.game is None:
            return "(the seed is not drawn yet)"
        return "\n".join(self.game.trace()[-20:])


class ManastackObserver:
    """OpenSpiel's observer: the observation vector and string (with perfect recall, the player's trace too)."""

    def __init__(self, layout: ObservationLayout, perfect_recall: bool) -> None:
        self.layout = layout
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(layout.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: ManastackSpielState, player: int) -> None:
        if state.game is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.layout.encode(state.game.observation(player))

    def string_from(self, state: ManastackSpielState, player: int) -> str:
        if state.game is None:
            return "start"
        observation = json.dumps(state.game.observation(player), sort_keys=True, separators=(",", ":"))
        if not self.perfect_recall:
            return observation
        return "\n".join([*state.game.trace(viewer=player), observation])


pyspiel.register_game(_GAME_TYPE, ManastackSpielGame)
