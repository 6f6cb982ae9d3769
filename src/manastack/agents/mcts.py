"""A search agent: information-set Monte Carlo search over ``Game.clone()``, comparing the actions of the
pending decision on common random numbers.

Each playout searches one possible world: :func:`~manastack.agents.determinize.determinize` samples the cards
the agent cannot see from what its observation allows (its own deck list less the cards it sees, and the
opponent's deck list, told as an open decklist, less the opponent's cards it sees), so the search never reads
the true hidden cards. The budget is spent in rounds: each round samples one world and one seed and plays every
action still in the race in it, so two actions are compared in the same worlds with the same luck (an action
not legal in a world is not scored there). Each action is followed by the heuristic agent for both seats to the
end of the next turn (or the end of the game), and the board is scored by :func:`evaluate`, a logistic model
of the chance to win. Actions leave the race as soon as the paired differences show them worse than the
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
    if guess is not None and guess in scored and arms[best].mean() - arms[guess].mean() < margin:
        return guess
    return best


#: Logit weights of the board features (each "mine less theirs"), see ``evaluate``.
WEIGHTS = {"life": 0.028, "power": 0.033, "toughness": 0.083, "creatures": 0.083, "keywords": 0.065,
           "lands": 0.117, "others": 0.551, "hand": 0.206, "low_life": -1.186, "clock": 0.171, "active": 0.311}
#: Logit weight of a poison counter (CR 104.3d): absent from the games the weights were fitted on, it keeps the
#: weight of the earlier hand-set score (a third of a logit, about a tenth of the way to losing).
POISON = 0.33
LOW_LIFE = 5        # at or below this much life a player is in burn range
MAX_CLOCK = 10      # turns; a player without power takes "forever"


def evaluate(state: GameState, me: int) -> float:
    """The chance that ``me`` wins from this board, 0 (lost) to 1 (won): a logistic model of the board (life,
    creatures' power and toughness, keywords, lands, other permanents, cards in hand), of the race (each side's
    clock: the turns its creatures need to deal the other's life) and of whose turn it is. The weights were
    fitted to the winners of heuristic-versus-heuristic games on the sample decks, from the position at the
    start of every turn, which is where a playout stops (``examples/fit_board_score.py``). With more than one
    opponent, their boards count together and the lowest life among them."""
    if state.game_over:
        return 0.5 if state.winner is None else float(state.winner == me)
    mine, theirs = board_features(state, me)
    score = sum(WEIGHTS[name] * (mine[name] - theirs[name]) for name in WEIGHTS)
    score -= POISON * (state.players[me].poison - max(p.poison for p in state.players if p.id != me))
    return 1.0 / (1.0 + math.exp(-score))


def board_features(state: GameState, me: int) -> tuple[dict[str, float], dict[str, float]]:
    """The features ``evaluate`` weighs, for ``me`` and for the opponents."""
    sides = [dict.fromkeys(WEIGHTS, 0.0), dict.fromkeys(WEIGHTS, 0.0)]
    for oid in state.battlefield:
        obj = state.objects[oid]
        c = chars(state, obj)
        side = sides[obj.controller != me]
        if c.is_creature:
            side["creatures"] += 1
            side["power"] += c.power or 0
            side["toughness"] += c.toughness or 0
            side["keywords"] += len(c.keywords)
        elif c.is_land:
            side["lands"] += 1
        else:
            side["others"] += 1
    lives = [min(state.players[me].life, 30), min(min(p.life for p in state.players if p.id != me), 30)]
    for k, side in enumerate(sides):
        side["life"] = lives[k]
        side["low_life"] = float(lives[k] <= LOW_LIFE)
        side["hand"] = sum(len(p.hand) for p in state.players if (p.id == me) == (k == 0))
        side["active"] = float((state.active == me) == (k == 0))
    for k, side in enumerate(sides):     # the turns the other side's creatures need to deal this side's life
        side["clock"] = min(MAX_CLOCK, math.ceil(max(lives[k], 0) / max(sides[1 - k]["power"], 0.5)))
    return sides[0], sides[1]
