"""The environments with planeswalker decks: loyalty abilities and attacks on planeswalkers are masked actions like
any other (CR 606, 508.1b), emblems are in the observation (CR 114), and games play to the end."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from manastack.env import raw_env  # noqa: E402
from manastack.types.actions import ActivateAbility, Choose  # noqa: E402

WALKERS = ["Gideon, Ally of Zendikar"] * 6 + ["Ob Nixilis Reignited"] * 6 + ["Plains"] * 14 + ["Swamp"] * 14 \
    + ["Savannah Lions"] * 10
STORM = ["Ral, Crackling Wit"] * 6 + ["Kiora, Master of the Depths"] * 6 + ["Island"] * 10 + ["Mountain"] * 8 \
    + ["Forest"] * 8 + ["Shock"] * 6 + ["Stormcatch Mentor"] * 6


def test_planeswalker_decisions_are_masked_actions_and_games_end() -> None:
    aec: Any = raw_env(decks=[WALKERS, STORM], max_steps=4000)
    seen_loyalty = seen_walker_attack = 0
    for seed in range(3):
        aec.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _agent in aec.agent_iter(4000):
            obs, _reward, terminated, truncated, info = aec.last()
            if terminated or truncated:
                aec.step(None)
                continue
            legal = info["legal_actions"]
            assert obs["action_mask"].sum() == min(len(legal), len(obs["action_mask"]))
            index = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            action = legal[index]
            seen_loyalty += isinstance(action, ActivateAbility) and action.index < 3 and \
                "Planeswalker" in aec.game.state.objects[action.source].definition.types
            seen_walker_attack += isinstance(action, Choose) and isinstance(action.option, tuple) and \
                len(action.option) == 3
            aec.step(index)
            assert "command" in aec.game.observation(0)
    assert seen_loyalty and seen_walker_attack
