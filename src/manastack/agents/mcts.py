"""A search agent: information-set Monte Carlo search over ``Game.clone()``, comparing the actions of the
pending decision on common random numbers.

Each playout searches one possible world: :func:`~manastack.agents.determinize.determinize` samples the cards
the agent cannot see from what its observation allows (its own deck list less the cards it sees, and the
opponent's deck list, told as an open decklist, less the opponent's cards it sees), so the search never reads
the true hidden cards. The budget is spent in rounds: each round samples one world and one seed and plays every
action still in the race in it, so two actions are compared in the same worlds with the same luck (an action
not legal in a world is not scored there). Each action is followed by the heuristic agent for both seats to the
end of the next turn (or the end of the game), and the board is scored (life, creatures, cards in hand) from
0 to 1. Actions leave the race as soon as the paired differences show them worse than the
leader (or identical to it), so a clear decision costs a few rounds and a close one the whole budget; the
heuristic's own pick is kept unless another action beats it by a margin. No tree grows below the root: with a
budget of tens of playouts a tree mostly explores random replies, which adds noise and breaks the pairing.

Opening-hand decisions (mulligans and London-mulligan bottoms) are left to the heuristic agent: a playout of a
turn or two cannot judge a hand. Decisions with one legal action take no search, nor do those whose actions are
all interchangeable (:mod:`~manastack.agents.distinct_actions`), and only one action of each interchangeable
set is searched.

>>> from manastack import Game, play
>>> from manastack.agents.heuristic import HeuristicAgent
>>> game = Game.new([["Forest"] * 10 + ["Grizzly Bears"] * 10, ["Mountain"] * 20], seed=3)
>>> play(game, [MctsAgent(1, playouts=4), HeuristicAgent(2)]).winner
0"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from manastack.agents.determinize import belief, determinize
from manastack.agents.distinct_actions import distinct_actions
from manastack.agents.heuristic import HeuristicAgent
from manastack.game import Game
from manastack.rules.characteristics import chars
from manastack.types.actions import Action
from manastack.types.decisions import DecisionKind
from manastack.types.rng import Rng

if TYPE_CHECKING:
    from manastack.types.state import GameState

__all__ = ["MctsAgent", "evaluate"]

OPENING = (DecisionKind.MULLIGAN, DecisionKind.BOTTOM)


class _Arm:
    """The scores of one root action, one per round (None where the action was not legal in that round's
    world), from the searching player's point of view."""

    __slots__ = ("rewards", "total", "visits")

    def __init__(self) -> None:
        self.rewards: list[float | None] = []
        self.visits = 0
        self.total = 0.0

    def add(self, reward: float | None) -> None:
        self.rewards.append(reward)
        if reward is not None:
            self.visits += 1
            self.total += reward

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def against(self, other: _Arm) -> list[float]:
        """The paired differences with ``other``: this action's score less the other's, round by round."""
        return [a - b for a, b in zip(self.rewards, other.rewards, strict=True) if a is not None and b is not None]


class MctsAgent:
    """Searches up to ``playouts`` possible worlds per decision (the playout budget); seeded, so reproducible."""

    def __init__(self, seed: int = 0, playouts: int = 32, horizon_turns: int = 1, max_rollout: int = 400,
                 min_rounds: int = 4, margin: float = 0.02, confidence: float = 2.0) -> None:
        self.rng = Rng(seed ^ 0x4D435453)
        self.playouts = playouts
        self.min_rounds = min_rounds
        self.margin = margin
        self.confidence = confidence
        self.horizon_turns = horizon_turns
        self.max_rollout = max_rollout
        self.opening = HeuristicAgent(seed)
        self.searches = 0          # decisions searched
        self.playouts_done = 0
        self.search_seconds = 0.0

    def choose(self, game: Game, legal: list[Action]) -> Action:
        decision = game.decision
        if decision is None or not legal:
            raise ValueError("no decision is pending")
        if len(legal) == 1:
            return legal[0]
        if decision.kind in OPENING:    # judged on a determinized world too: the heuristic never sees the real one
            world = determinize(game, belief(game, decision.player), Rng(self.searches))
            return self.opening.choose(Game(world), legal)
        classes = distinct_actions(game.state, decision.player, legal)
        candidates = list(dict.fromkeys(classes.values()))
        if len(candidates) == 1:
            return candidates[0]
        start = time.perf_counter()
        arms, guess = self.search(game, decision.player, candidates, classes)
        self.searches += 1
        self.search_seconds += time.perf_counter() - start
        return _best(arms, guess, self.margin)

    def search(self, game: Game, me: int, legal: list[Action],
               classes: dict[Action, Action] | None = None) -> tuple[dict[Action, _Arm], Action | None]:
        """Spend the playout budget on the actions ``legal`` (``classes`` maps every legal action to the one of
        ``legal`` that stands for it); the arms still in the race are returned with the heuristic's pick (in the
        first world).

        The budget is spent in rounds: a round samples one world and one seed for the playout policies, then
        plays every action still in the race in that same world with those same seeds, so actions are compared
        on common random numbers (the luck of the draw cancels out). After ``min_rounds`` rounds an action leaves
        the race once its paired difference with the leader is below zero with ``confidence`` standard errors
        to spare, or is exactly zero in every round (the two do the same); the search stops when one is left."""
        represent = classes if classes is not None else {a: a for a in legal}
        knowledge = belief(game, me)
        horizon = game.state.turn_number + self.horizon_turns
        arms = {a: _Arm() for a in legal}
        alive = list(legal)
        budget = max(self.playouts, self.min_rounds * len(legal))
        guess: Action | None = None
        spent = rounds = 0
        while len(alive) > 1 and spent < budget and rounds < budget:
            world = determinize(game, knowledge, self.rng)
            seed = self.rng.next64()
            present = [a for a in Game(world).legal_actions() if a in represent]
            if guess is None and present:
                guess = represent[HeuristicAgent(seed).choose(Game(world.clone()), present)]
            present_set = set(present)
            for action in alive:
                reward = self._playout(Game(world.clone()), me, horizon, action, seed) \
                    if action in present_set else None
                arms[action].add(reward)
                spent += reward is not None
            rounds += 1
            alive = self._race(arms, alive, guess)
        self.playouts_done += spent
        return {a: arms[a] for a in alive}, guess

    def _race(self, arms: dict[Action, _Arm], alive: list[Action], guess: Action | None) -> list[Action]:
        """The actions still in the race after a round (see ``search``); the heuristic's pick leads when it
        scores the same as the best in every round."""
        leader = max(alive, key=lambda a: arms[a].mean())
        if guess in alive and guess != leader and not any(arms[guess].against(arms[leader])):
            leader = guess
        kept = []
        for action in alive:
            diffs = arms[action].against(arms[leader])
            if action == leader or len(diffs) < max(2, self.min_rounds):
                kept.append(action)
                continue
            mean = sum(diffs) / len(diffs)
            spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
            if any(diffs) and mean + self.confidence * spread >= 0:
                kept.append(action)
        return kept

    def _playout(self, world: Game, me: int, horizon: int, first: Action, seed: int) -> float:
        """One playout: ``first``, then the heuristic for both seats to the horizon; the board's score."""
        policies = [HeuristicAgent(seed + pid) for pid in range(len(world.state.players))]
        state = world.state
        world.apply(first)
        for _ in range(self.max_rollout):
            decision = state.decision
            if decision is None or state.game_over or state.turn_number > horizon:
                break
            legal = world.legal_actions()
            world.apply(legal[0] if len(legal) == 1 else policies[decision.player].choose(world, legal))
        return evaluate(state, me)


def _best(arms: dict[Action, _Arm], guess: Action | None, margin: float) -> Action:
    """The action with the best mean score among those left in the race (they were played in the same worlds);
    the heuristic's pick unless another beats it by ``margin``."""
    scored = [a for a, arm in arms.items() if arm.visits]
    if not scored:
        return guess if guess is not None else next(iter(arms))
    best = max(scored, key=lambda a: arms[a].mean())
    if guess in scored and arms[best].mean() - arms[guess].mean() < margin:  # type: ignore[index]
        return guess  # type: ignore[return-value]
    return best


def evaluate(state: GameState, me: int) -> float:
    """The board from ``me``'s side, 0 (lost) to 1 (won): life, creatures, other permanents, cards in hand."""
    if state.game_over:
        return 0.5 if state.winner is None else float(state.winner == me)
    score = 0.0
    for p in state.players:
        sign = 1.0 if p.id == me else -1.0
        score += sign * (0.5 * min(p.life, 30) - (4.0 if p.life <= 5 else 0.0) - 2.0 * p.poison
                         + 0.7 * len(p.hand))
    for oid in state.battlefield:
        obj = state.objects[oid]
        c = chars(state, obj)
        sign = 1.0 if obj.controller == me else -1.0
        if c.is_creature:
            score += sign * (1.0 + 0.9 * (c.power or 0) + 0.6 * (c.toughness or 0) + 0.3 * len(c.keywords))
        else:
            score += sign * (0.6 if c.is_land else 1.0)
    return 1.0 / (1.0 + math.exp(-score / 6.0))
