"""The Gymnasium environment ``manastack/Duel-v0``: Gymnasium's own checker, episodes, opponents, seats."""

from __future__ import annotations

import pytest

gym = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import manastack.env  # noqa: E402, F401 - registers manastack/Duel-v0
from manastack.agents.random_agent import RandomAgent  # noqa: E402
from manastack.env.duel import DuelEnv  # noqa: E402


def run_episode(duel: DuelEnv, seed: int) -> tuple[float, int]:
    obs, _info = duel.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for steps in range(1, 5000):
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, _info = duel.step(action)
        if terminated or truncated:
            return reward, steps
    raise AssertionError("the episode did not end")


def test_gymnasium_check_env_passes() -> None:
    """Gymnasium's own environment checker."""
    check_env(DuelEnv(opponent="heuristic"), skip_render_check=False)


def test_registered_on_import() -> None:
    duel = gym.make("manastack/Duel-v0", opponent="random")
    obs, info = duel.reset(seed=3)
    assert obs["action_mask"].sum() == len(info["legal_actions"]) > 0
    assert info["raw_observation"]["viewer"] == 0


def test_an_episode_ends_with_a_win_or_a_loss() -> None:
    reward, steps = run_episode(DuelEnv(opponent="heuristic"), seed=7)
    assert reward in (1.0, -1.0) and steps > 10


def test_the_learner_only_sees_its_own_decisions() -> None:
    duel = DuelEnv(opponent=RandomAgent(5), seat=1)
    duel.reset(seed=2)
    for _ in range(30):
        assert duel.game is not None and duel.game.decision is not None
        assert duel.game.decision.player == 1
        _obs, _reward, terminated, truncated, _info = duel.step(0)
        if terminated or truncated:
            break


def test_seat_none_alternates_seats() -> None:
    duel = DuelEnv(seat=None)
    seats = [duel.reset(seed=s)[1]["seat"] for s in range(4)]
    assert seats == [0, 1, 0, 1]


def test_an_index_outside_the_mask_changes_nothing() -> None:
    duel = DuelEnv()
    duel.reset(seed=1)
    before = duel.game.to_json()
    _obs, reward, terminated, truncated, info = duel.step(127)
    assert info["illegal_action"] == 127 and reward == 0.0 and not terminated and not truncated
    assert duel.game.to_json() == before


def test_max_steps_truncates() -> None:
    duel = DuelEnv(max_steps=5)
    _reward, steps = run_episode(duel, seed=4)
    assert steps == 5
