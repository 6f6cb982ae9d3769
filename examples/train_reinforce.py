"""Learn to beat the random agent with REINFORCE, in NumPy only (no deep-learning framework needed).

The policy is a softmax over the legal actions of the ``manastack/Duel-v0`` environment, linear in a few
features of each action (its kind, a spell's mana value, whether a target or a blocker is the opponent's …),
computed only from what the learner's observation shows. Training plays whole games against ``RandomAgent``
and moves the weights along ``(G - baseline) * grad log pi`` with the game's result G = +1/-1.

    python examples/train_reinforce.py --episodes 300 --eval 100     # about two minutes on one core

It prints the win rate against the random agent before training (the uniform policy, about even) and after,
both sampling from the policy.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium as gym
import numpy as np

import manastack.env  # noqa: F401 - registers manastack/Duel-v0
from manastack.cards.pool import CardPool
from manastack.types.actions import ActivateAbility, CastSpell, Choose, PassPriority, PlayLand
from manastack.types.enums import CardType

FEATURES = ("pass", "land", "cast", "cast_creature", "mana_value", "activate", "keep", "mulligan", "done",
            "yes", "no", "attack", "block", "aim_at_opponent", "aim_at_own", "choose_other")
INDEX = {name: i for i, name in enumerate(FEATURES)}
PLAYER_BASE = -1000    # a player as an option: PLAYER_BASE - player id (see manastack.rules.targets)


def features(action: Any, observation: dict[str, Any]) -> np.ndarray:
    """The features of one legal action, from the learner's raw observation only."""
    out = np.zeros(len(FEATURES))
    me = observation["viewer"]
    if isinstance(action, PassPriority):
        out[INDEX["pass"]] = 1
    elif isinstance(action, PlayLand):
        out[INDEX["land"]] = 1
    elif isinstance(action, CastSpell):
        _spell(out, action.card, observation)
    elif isinstance(action, ActivateAbility):
        out[INDEX["activate"]] = 1
    elif isinstance(action, Choose):
        _choice(out, action.option, observation, me)
    return out


def _spell(out: np.ndarray, card: int, observation: dict[str, Any]) -> None:
    out[INDEX["cast"]] = 1
    hand = observation["players"][observation["viewer"]]["hand"] or []
    name = next((c["name"] for c in hand if c["id"] == card), None)
    if name is not None:
        definition = CardPool.builtin().find(name)
        out[INDEX["mana_value"]] = definition.mana_value / 5
        out[INDEX["cast_creature"]] = float(CardType.CREATURE in definition.types)


def _choice(out: np.ndarray, option: Any, observation: dict[str, Any], me: int) -> None:
    kind = (observation["decision"] or {}).get("kind")
    if isinstance(option, str) and option in INDEX:
        out[INDEX[option]] = 1
    elif isinstance(option, tuple) and kind in ("attackers", "blockers"):
        out[INDEX["attack" if kind == "attackers" else "block"]] = 1
    elif isinstance(option, int) and option <= PLAYER_BASE:
        out[INDEX["aim_at_own" if PLAYER_BASE - option == me else "aim_at_opponent"]] = 1
    elif isinstance(option, int):
        owner = next((p["controller"] for p in observation["battlefield"] if p["id"] == option), None)
        out[INDEX["choose_other" if owner is None else "aim_at_own" if owner == me else "aim_at_opponent"]] = 1
    else:
        out[INDEX["choose_other"]] = 1


class LinearPolicy:
    """pi(a | s) = softmax(theta . phi(s, a)) over the legal actions."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.theta = np.zeros(len(FEATURES))
        self.rng = rng

    def act(self, info: dict[str, Any]) -> tuple[int, np.ndarray, np.ndarray]:
        """An action index, the chosen action's features and the policy's expected features."""
        phi = np.stack([features(a, info["raw_observation"]) for a in info["legal_actions"]])
        logits = phi @ self.theta
        probs = np.exp(logits - logits.max())
        probs /= probs.sum()
        index = int(self.rng.choice(len(probs), p=probs))
        return index, phi[index], probs @ phi


def play_episode(duel: gym.Env, policy: LinearPolicy, seed: int) -> tuple[float, list[np.ndarray]]:
    """One game: its result and, for learning, grad log pi of every decision."""
    _obs, info = duel.reset(seed=seed)
    grads: list[np.ndarray] = []
    while True:
        index, chosen, expected = policy.act(info)
        grads.append(chosen - expected)
        _obs, reward, terminated, truncated, info = duel.step(index)
        if terminated or truncated:
            return float(reward), grads


def win_rate(duel: gym.Env, policy: LinearPolicy, games: int, seed: int) -> float:
    """The share of ``games`` won, sampling from the policy (before training: uniformly random play)."""
    results = [play_episode(duel, policy, seed + g)[0] for g in range(games)]
    return sum(r > 0 for r in results) / max(1, games)


def train(episodes: int, evaluation: int, seed: int = 0, learning_rate: float = 0.5) -> dict[str, Any]:
    """Train, then measure; returns the weights and the win rates before and after (against RandomAgent)."""
    duel = gym.make("manastack/Duel-v0", opponent="random", seat=None, max_steps=2000)
    policy = LinearPolicy(np.random.default_rng(seed))
    before = win_rate(duel, policy, evaluation, 10_000 + seed)
    baseline = 0.0
    start = time.perf_counter()
    for episode in range(episodes):
        reward, grads = play_episode(duel, policy, seed + episode)
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        policy.theta += learning_rate * advantage * np.sum(grads, axis=0) / max(1, len(grads)) ** 0.5
    seconds = time.perf_counter() - start
    after = win_rate(duel, policy, evaluation, 10_000 + seed)
    return {"before": before, "after": after, "theta": dict(zip(FEATURES, policy.theta.round(3), strict=True)),
            "episodes": episodes, "train_seconds": seconds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=300)
    parser.add_argument("--eval", type=int, default=100, help="evaluation games before and after training")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    result = train(args.episodes, args.eval, args.seed)
    print(f"win rate against the random agent: {result['before']:.0%} before, {result['after']:.0%} after "
          f"{result['episodes']} episodes ({result['train_seconds']:.0f} s)")
    print("weights:", result["theta"])


if __name__ == "__main__":
    main()
