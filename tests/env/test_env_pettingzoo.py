"""The PettingZoo AEC environment: PettingZoo's own API test, seeding, rewards, truncation, rendering, options."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test  # noqa: E402

from manastack.env import env, raw_env  # noqa: E402
from manastack.game import Game  # noqa: E402

DECKS = Path(__file__).resolve().parents[2] / "decks"


def play_out(aec: Any, seed: int, max_moves: int = 5000) -> list[int]:
    """Play random masked actions until every agent is done; the actions taken."""
    aec.reset(seed=seed)
    rng = np.random.default_rng(seed)
    taken = []
    for _agent in aec.agent_iter(max_moves):
        obs, _reward, terminated, truncated, _info = aec.last()
        if terminated or truncated:
            aec.step(None)
            continue
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        taken.append(action)
        aec.step(action)
    return taken


def test_pettingzoo_api_test_passes() -> None:
    """PettingZoo's own conformance test."""
    api_test(env(), num_cycles=200, verbose_progress=False)


def test_env_is_the_wrapped_raw_env() -> None:
    assert isinstance(env().unwrapped, raw_env)
    assert env().possible_agents == ["player_0", "player_1"]


def test_the_agent_to_act_is_the_deciding_player_and_the_mask_lists_the_legal_actions() -> None:
    aec = raw_env()
    aec.reset(seed=4)
    for _ in range(60):
        game = aec.game
        assert game is not None and game.decision is not None
        agent = aec.agent_selection
        assert agent == f"player_{game.decision.player}"
        obs = aec.observe(agent)
        legal = game.legal_actions()
        assert obs["action_mask"].sum() == len(legal)
        assert aec.infos[agent]["legal_actions"] == legal
        other = aec.possible_agents[1 - game.decision.player]
        assert aec.observe(other)["action_mask"].sum() == 0
        assert obs["observation"].shape == aec.observation_space(agent)["observation"].shape
        aec.step(len(legal) - 1)


def test_same_seed_same_game() -> None:
    first, second = raw_env(), raw_env()
    assert play_out(first, 11) == play_out(second, 11)


def test_rewards_at_game_end_are_plus_and_minus_one() -> None:
    aec = raw_env()
    rewards = dict.fromkeys(aec.possible_agents, 0.0)
    aec.reset(seed=2)
    rng = np.random.default_rng(2)
    for agent in aec.agent_iter(10_000):
        obs, _reward, terminated, truncated, _info = aec.last()
        if terminated or truncated:
            rewards[agent] = aec._cumulative_rewards[agent]
            aec.step(None)
            continue
        aec.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    outcome = aec.game.outcome()
    assert outcome is not None and outcome.winner is not None
    assert rewards[f"player_{outcome.winner}"] == 1.0
    assert rewards[f"player_{1 - outcome.winner}"] == -1.0


def test_max_steps_truncates() -> None:
    aec = raw_env(max_steps=25)
    assert len(play_out(aec, 3)) == 25
    assert aec.game is not None and not aec.game.is_over()


def test_render_ansi_is_the_rule_cited_trace() -> None:
    aec = raw_env(render_mode="ansi")
    aec.reset(seed=5)
    for _ in range(10):
        aec.step(0)
    text = aec.render()
    assert text is not None and text.startswith("1. ") and "[103." in text
    assert raw_env().render() is None


def test_decks_from_files_and_card_pool_are_passed_to_game_new(monkeypatch: pytest.MonkeyPatch) -> None:
    """Decks may be deck files; a card pool given as ``cards`` reaches ``Game.new`` untouched."""
    seen: dict[str, Any] = {}
    original = Game.new.__func__  # type: ignore[attr-defined]

    def spy(cls: type[Game], decks: list[list[str]], **kwargs: Any) -> Game:
        seen.update(kwargs, decks=decks)
        return original(cls, decks, **kwargs)

    monkeypatch.setattr(Game, "new", classmethod(spy))
    from manastack.cards.pool import CardPool

    pool = CardPool.builtin().with_text("Test Bear: {types: [Creature], power: 2, toughness: 2}\n", "<test>")
    aec = raw_env(decks=[DECKS / "bloomburrow-gift.txt", DECKS / "zendikar-awaken.txt"], cards=pool)
    aec.reset(seed=1)
    assert seen["cards"] is pool
    assert "Jolly Gerbils" in seen["decks"][1]
    seen.clear()
    raw_env().reset(seed=1)
    assert "cards" not in seen


def test_an_action_outside_the_mask_is_refused() -> None:
    aec = raw_env()
    aec.reset(seed=1)
    with pytest.raises(ValueError, match="not offered"):
        aec.step(127)
