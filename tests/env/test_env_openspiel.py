"""The OpenSpiel game ``python_manastack``: OpenSpiel's random simulation test, chance, observations."""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

import manastack.env.spiel  # noqa: E402, F401 - registers python_manastack


def test_openspiel_random_simulation_test_passes() -> None:
    """OpenSpiel's own random simulation test (games cut at 150 decisions to keep it quick)."""
    game = pyspiel.load_game("python_manastack", {"max_steps": 150, "seeds": 50})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_the_first_node_draws_the_seed() -> None:
    game = pyspiel.load_game("python_manastack", {"seeds": 10})
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(s, 0.1) for s in range(10)]
    state.apply_action(4)
    assert state.current_player() == 0
    assert state.game.state.seed == 4


def test_observations_and_clones() -> None:
    game = pyspiel.load_game("python_manastack")
    state = game.new_initial_state()
    state.apply_action(1)
    tensor = np.asarray(state.observation_tensor(0))
    assert tensor.shape == tuple(game.observation_tensor_shape())
    assert '"viewer":1' in state.observation_string(1)
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert clone.move_number() == state.move_number() + 1
    assert state.game.state.events != clone.game.state.events
