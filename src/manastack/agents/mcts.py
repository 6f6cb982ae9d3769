"""A search agent: single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and
Whitehouse 2012) over ``Game.clone()``.

Each playout searches one possible world: :func:`~manastack.agents.determinize.determinize` samples the cards
the agent cannot see from what its observation allows (its own deck list less the cards it sees, and the
opponent's deck list, told as an open decklist, less the opponent's cards it sees), so the search never reads
the true hidden cards. One tree, keyed by actions, is shared by all worlds; an action is scored only in the
worlds where it is legal (availability counts in the UCB formula). The tree grows by one node a playout; the
first action tried at a node is the heuristic agent's, the others follow in a seeded random order. Below the
tree the playout goes on with the heuristic agent for both seats until the end of the next turn (or the end
of the game), and the board is scored (life, creatures, cards in hand) from 0 to 1.

Opening-hand decisions (mulligans and London-mulligan bottoms) are left to the heuristic agent: a playout of a
turn or two cannot judge a hand. Decisions with one legal action take no search.

>>> from manastack import Game, play
>>> from manastack.agents.heuristic import HeuristicAgent
>>> game = Game.new([["Forest"] * 10 + ["Grizzly Bears"] * 10, ["Mountain"] * 20], seed=3)
>>> play(game, [MctsAgent(1, playouts=4), HeuristicAgent(2)]).winner
0
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from manastack.agents.determinize import belief, determinize
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


class _Node:
    """Statistics of one action at one point of the tree, from the point of view of the player who took it."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[Action, _Node] = {}

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class MctsAgent:
    """Searches ``playouts`` possible worlds per decision (the playout budget); seeded, so reproducible."""

    def __init__(self, seed: int = 0, playouts: int = 32, horizon_turns: int = 1, exploration: float = 0.7,
                 max_rollout: int = 400, min_rounds: int = 4, margin: float = 0.02) -> None:
        self.rng = Rng(seed ^ 0x4D435453)
        self.playouts = playouts
        self.min_rounds = min_rounds
        self.margin = margin
        self.horizon_turns = horizon_turns
        self.exploration = exploration
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
        start = time.perf_counter()
        root, guess = self.search(game, decision.player, legal)
        self.searches += 1
        self.search_seconds += time.perf_counter() - start
        return _best(root, legal, guess, self.margin)

    def search(self, game: Game, me: int, legal: list[Action]) -> tuple[_Node, Action | None]:
        """Spend the playout budget from the current decision: the root's children are the scored actions, and
        the heuristic's pick (in the first world) is returned beside them.

        The budget is spent in rounds: a round samples one world and one seed for the playout policies, then
        plays every root action legal there in that same world with those same seeds, so root actions are
        compared on common random numbers (the luck of the draw cancels out)."""
        knowledge = belief(game, me)
        root = _Node()
        horizon = game.state.turn_number + self.horizon_turns
        rounds = max(self.min_rounds, -(-self.playouts // len(legal)))
        guess: Action | None = None
        for _ in range(rounds):
            world = determinize(game, knowledge, self.rng)
            seed = self.rng.next64()
            actions = [a for a in Game(world).legal_actions() if a in legal]
            if guess is None and actions:
                guess = HeuristicAgent(seed).choose(Game(world.clone()), actions)
            for action in actions:
                self._playout(root, Game(world.clone()), me, horizon, action, seed)
                self.playouts_done += 1
        return root, guess

    def _playout(self, root: _Node, world: Game, me: int, horizon: int, first: Action, seed: int) -> None:
        """One playout: ``first``, then down the tree below it (growing it by one node), then the heuristic to the
        horizon, then the score back up the path."""
        policies = [HeuristicAgent(seed + pid) for pid in range(len(world.state.players))]
        state = world.state
        mover = state.decision.player if state.decision is not None else me
        node: _Node | None = root.children.setdefault(first, _Node())
        path: list[tuple[_Node, int]] = [(node, mover)] if node is not None else []
        expanded = node is not None and node.visits == 0
        world.apply(first)
        if expanded:
            node = None
        for _ in range(self.max_rollout):
            decision = state.decision
            if decision is None or state.game_over or state.turn_number > horizon:
                break
            legal = world.legal_actions()
            if len(legal) > 1 and node is not None:
                action, node = self._select(node, world, legal, policies[decision.player])
                path.append((node, decision.player))
                if node.visits == 0:
                    node = None       # a new leaf: from here on, the heuristic plays
            else:
                action = legal[0] if len(legal) == 1 else policies[decision.player].choose(world, legal)
            world.apply(action)
        reward = evaluate(state, me)
        for visited, player in path:
            visited.visits += 1
            visited.total += reward if player == me else 1.0 - reward

    def _select(self, node: _Node, world: Game, legal: list[Action], policy: HeuristicAgent) -> tuple[Action, _Node]:
        """UCB among the actions legal in this world; an untried one first (the heuristic's pick if untried)."""
        children = node.children
        untried = [a for a in legal if a not in children]
        for action in legal:
            child = children.get(action)
            if child is not None:
                child.available += 1
        if untried:
            guess = policy.choose(world, legal)
            action = guess if guess in untried else untried[self.rng.below(len(untried))]
            child = children[action] = _Node()
            child.available = 1
            return action, child
        best = max(legal, key=lambda a: children[a].ucb(self.exploration))
        return best, children[best]


def _best(root: _Node, legal: list[Action], guess: Action | None, margin: float) -> Action:
    """The root action with the best mean score; the heuristic's pick unless another beats it by ``margin``."""
    scored = [a for a in legal if a in root.children and root.children[a].visits]
    if not scored:
        return guess if guess is not None else legal[0]
    mean = {a: root.children[a].total / root.children[a].visits for a in scored}
    best = max(scored, key=lambda a: mean[a])
    if guess in mean and mean[best] - mean[guess] < margin:
        return guess
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
