"""A search agent: single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and
Whitehouse 2012) over ``Game.clone()``.

Every iteration searches one possible world: :func:`~manastack.agents.determinize.determinize` samples the cards
the agent cannot see from what its observation allows (its own deck list less the cards it sees, and the
opponent's deck list, told as an open decklist, less the opponent's cards it sees), so the search never reads
the true hidden cards. The iteration descends one tree shared by all worlds, grows it by one node, plays on
with the heuristic agent for both seats to the end of the next turn (or of the game), scores the board with
:func:`evaluate` (a logistic model of the chance to win) and backs the score up the path, each node scoring it
for the player who took the action leading to it.

* Edges are actions as the acting player sees them (:func:`~manastack.agents.distinct_actions.action_key`): a
  card in that player's hand by its name, a permanent by what it looks like, so interchangeable actions are one
  edge and an edge means the same thing in every world. An opponent's edge names a card of the world being
  searched, never a true hidden card. Mana abilities the engine activates itself to pay costs are no edge.
* Below the root, an edge is selected among those legal in this world by UCB1 with availability counts (the
  visits of the node in which the edge was legal, not the parent's visits), and a node of ``n`` visits may have
  at most ``1 + widening * sqrt(n)`` children legal in this world (progressive widening, counted per world
  because an opponent's cards differ between worlds): the first child is the heuristic agent's pick, the next
  ones come in a seeded random order. With a budget of tens of iterations, a tree that tried
  every reply at once would mostly score random replies; widening keeps the opponent's likeliest reply first
  and widens where the visits go.
* The root is the agent's own information set, so its actions are the same in every world. It is a race
  (racing by paired differences, the early stop of successive elimination and successive halving): each round
  visits every root action still in the race once, and the ``k``-th round searches the ``k``-th sampled world
  with the ``k``-th playout seed (the worlds are i.i.d. samples; only their assignment is shared), so root
  actions are compared on common random numbers and the luck of the draw cancels in their difference. After
  ``min_rounds`` rounds an action clearly worse than the leader (or scoring the same in every world) leaves the
  race, so the budget goes to the contenders; the search stops when one is left, so a clear decision costs a few
  rounds and a close one the whole budget.
* The chosen action is the root edge left in the race with the best mean score; the heuristic's own pick is kept
  unless another beats it by ``margin`` on the worlds both were played in.

Combat declarations (attackers and blockers) are searched with a larger budget (:func:`combat_budget`: three
times the playouts, twice the rounds, no widening below the root): they are where the search most often changes
the heuristic's pick, and the opponent's replies there are best left to the heuristic's own.

Opening-hand decisions (mulligans and London-mulligan bottoms) are left to the heuristic agent: a playout of a
turn or two cannot judge a hand. Decisions with one distinct action take no search.

>>> from manastack import Game, play
>>> from manastack.agents.heuristic import HeuristicAgent
>>> game = Game.new([["Forest"] * 10 + ["Grizzly Bears"] * 10, ["Mountain"] * 20], seed=3)
>>> play(game, [MctsAgent(1, playouts=4), HeuristicAgent(2)]).winner
0"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, NamedTuple

from manastack.agents.determinize import Belief, belief, determinize
from manastack.agents.distinct_actions import action_key, distinct_actions
from manastack.agents.heuristic import HeuristicAgent
from manastack.game import Game
from manastack.rules.characteristics import chars
from manastack.types.actions import Action
from manastack.types.decisions import DecisionKind
from manastack.types.rng import Rng

if TYPE_CHECKING:
    from collections.abc import Mapping

    from manastack.types.state import GameState

__all__ = ["Budget", "MctsAgent", "combat_budget", "evaluate"]

OPENING = (DecisionKind.MULLIGAN, DecisionKind.BOTTOM)
COMBAT = (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS)


class Budget(NamedTuple):
    """What one decision's search may spend: up to ``playouts`` iterations (at least ``min_rounds`` rounds of
    the root race) and ``widening``, the progressive widening of the nodes below the root."""

    playouts: int
    min_rounds: int
    widening: float


def combat_budget(base: Budget) -> dict[DecisionKind, Budget]:
    """The budget of combat declarations (attackers and blockers) given the budget of the other decisions:
    three times the playouts and twice the rounds, without widening. On the development seed (``--seed 7000``
    of ``examples/search_vs_heuristic.py``, 200 games) this won 11 games the base budget for every decision lost
    and lost none it won; the same budget for every decision lost more than it won, through widening the
    opponent's nodes to replies the heuristic would not make."""
    combat = Budget(3 * base.playouts, 2 * base.min_rounds, 0.0)
    return dict.fromkeys(COMBAT, combat)


class Node:
    """One edge of the tree and the node it leads to: the statistics are the score of the player who took the
    edge; ``available`` counts the visits of the parent in which the edge was legal (UCB1's log term)."""

    __slots__ = ("available", "children", "rewards", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[object, Node] = {}
        self.rewards: list[float | None] = []     # root edges only: the score in the k-th world (None: not legal)

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def ucb(self, exploration: float) -> float:
        if not self.visits:
            return -math.inf    # a root edge tried and never legal
        return self.mean() + exploration * math.sqrt(math.log(max(self.available, 1)) / self.visits)

    def add(self, reward: float) -> None:
        self.visits += 1
        self.total += reward


class MctsAgent:
    """Runs up to ``playouts`` iterations per decision (the playout budget; at least ``min_rounds`` rounds of the
    root race), or what ``budgets`` gives the decision's kind (by default :func:`combat_budget`; ``{}`` spends
    the same budget on every decision); seeded, so reproducible."""

    def __init__(self, seed: int = 0, playouts: int = 32, horizon_turns: int = 1, max_rollout: int = 400,
                 exploration: float = 0.3, widening: float = 0.5, margin: float = 0.02, min_rounds: int = 4,
                 confidence: float = 2.0, budgets: Mapping[DecisionKind, Budget] | None = None) -> None:
        self.rng = Rng(seed ^ 0x4D435453)
        self.budget = Budget(playouts, min_rounds, widening)
        self.budgets = combat_budget(self.budget) if budgets is None else dict(budgets)
        self.exploration = exploration
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
        root, guess = self.search(game, decision.player, candidates, self.budgets.get(decision.kind, self.budget))
        self.searches += 1
        self.search_seconds += time.perf_counter() - start
        return _best(root, guess, self.margin)

    def search(self, game: Game, me: int, legal: list[Action],
               budget: Budget | None = None) -> tuple[dict[Action, Node], Action]:
        """Spend ``budget`` (by default the agent's base budget) on the root actions ``legal`` (one of each
        interchangeable set); the root edges still in the race are returned with the heuristic's pick (in the
        first world).

        The root is a race (successive elimination, as in racing algorithms and successive halving): each round
        visits every action still in it once, the ``k``-th round in the ``k``-th world, so they are compared on
        common random numbers; an action leaves the race once the paired differences show it worse than the
        leader (:func:`_race`), so the budget goes to the contenders, and the search stops when one is left."""
        playouts, min_rounds, widening = budget or self.budget
        knowledge = belief(game, me)
        horizon = game.state.turn_number + self.horizon_turns
        worlds: list[tuple[GameState, int]] = []
        root = {a: Node() for a in legal}
        first, seed = self._world(game, knowledge, worlds, 0)
        present = [a for a in Game(first).legal_actions() if a in root] or legal
        guess = HeuristicAgent(seed).choose(Game(first.clone()), present)
        alive = [guess] + [a for a in legal if a != guess]
        for _ in range(max(playouts, min_rounds * len(legal))):
            if len(alive) < 2:
                break
            action = min(alive, key=lambda a: len(root[a].rewards))     # the next action of this round
            edge = root[action]
            state, seed = self._world(game, knowledge, worlds, len(edge.rewards))
            for other in alive:
                root[other].available += 1
            if action not in Game(state).legal_actions():     # not in this world: no score, the world is spent
                edge.rewards.append(None)
            else:
                edge.rewards.append(self._iterate(Game(state.clone()), me, horizon, action, edge, seed, widening))
            alive = _race(root, alive, guess, min_rounds, self.confidence)
        self.playouts_done += sum(edge.visits for edge in root.values())
        return {a: root[a] for a in alive}, guess

    def _world(self, game: Game, knowledge: Belief, worlds: list[tuple[GameState, int]],
               k: int) -> tuple[GameState, int]:
        """The ``k``-th sampled world and playout seed (sampled on first use, so in a seeded order)."""
        while len(worlds) <= k:
            worlds.append((determinize(game, knowledge, self.rng), self.rng.next64()))
        return worlds[k]

    def _iterate(self, world: Game, me: int, horizon: int, first: Action, edge: Node, seed: int,
                 widening: float) -> float:
        """One iteration below the root edge ``edge`` (``first``): down the tree (growing it by one node, nodes
        widening by ``widening``), then the heuristic to the horizon; the score is backed up the path and
        returned (``me``'s score)."""
        policies = [HeuristicAgent(seed + pid) for pid in range(len(world.state.players))]
        state = world.state
        path: list[tuple[Node, int]] = [(edge, me)]
        node: Node | None = edge if edge.visits else None     # a new root edge is this iteration's expansion
        world.apply(first)
        for _ in range(self.max_rollout):
            decision = state.decision
            if decision is None or state.game_over or state.turn_number > horizon:
                break
            legal = world.legal_actions()
            player = decision.player
            if len(legal) == 1:
                action = legal[0]
            elif node is None:
                action = policies[player].choose(world, legal)
            else:
                action, child, grown = self._descend(node, world, player, legal, policies[player], widening)
                if child is not None:      # None: one distinct action, the tree goes on below the same node
                    path.append((child, player))
                    node = None if grown else child    # a new leaf: from here on, the heuristic plays
            world.apply(action)
        scores = {player: evaluate(state, player) for _, player in path}
        for visited, player in path:
            visited.add(scores[player])
        return scores[me]

    def _descend(self, node: Node, world: Game, player: int, legal: list[Action], policy: HeuristicAgent,
                 widening: float) -> tuple[Action, Node | None, bool]:
        """The edge taken from ``node`` in this world: a new child while the node may widen (the heuristic's pick
        if untried, else a seeded random untried edge), else UCB1 among the children legal here. None for the
        node when the decision has one distinct action (no branching)."""
        state = world.state
        classes = distinct_actions(state, player, legal)
        keyed: dict[object, Action] = {}
        for action in classes.values():
            keyed.setdefault(action_key(state, player, action), action)
        if len(keyed) == 1:
            return next(iter(keyed.values())), None, False
        present = [k for k in keyed if k in node.children]
        for k in present:
            node.children[k].available += 1
        if len(present) < min(len(keyed), 1 + int(widening * math.sqrt(node.visits))):
            pick = classes.get(policy.choose(world, legal))
            untried = [k for k in keyed if k not in node.children]
            key = action_key(state, player, pick) if pick is not None else None
            if key not in untried:
                key = untried[self.rng.below(len(untried))]
            child = node.children[key] = Node()
            child.available = 1
            return keyed[key], child, True
        key = max(present, key=lambda k: node.children[k].ucb(self.exploration))
        return keyed[key], node.children[key], False


def _paired(root: dict[Action, Node], action: Action, other: Action) -> list[float]:
    """The paired differences of two root actions: ``action``'s score less ``other``'s, world by world, over
    the worlds in which both were played (common random numbers)."""
    return [a - b for a, b in zip(root[action].rewards, root[other].rewards, strict=False)
            if a is not None and b is not None]


def _race(root: dict[Action, Node], alive: list[Action], guess: Action, rounds: int,
          confidence: float) -> list[Action]:
    """The root actions still in the race (racing by paired differences, the early stop of successive
    elimination): after ``rounds`` shared worlds an action leaves once its mean paired difference with the
    leader is below zero by ``confidence`` standard errors, or is zero in every world (it does the same as the
    leader); one tried ``rounds`` times and never legal leaves too. The heuristic's pick leads when it scores
    the same as the best in every world."""
    leader = max(alive, key=lambda a: root[a].mean())
    if guess in alive and guess != leader and not any(_paired(root, guess, leader)):
        leader = guess
    return [a for a in alive if a == leader or _stays(root, a, leader, rounds, confidence)]


def _stays(root: dict[Action, Node], action: Action, leader: Action, rounds: int, confidence: float) -> bool:
    """Whether ``action`` stays in the race against ``leader`` (see :func:`_race`)."""
    diffs = _paired(root, action, leader)
    if len(diffs) < rounds:
        return bool(root[action].visits) or len(root[action].rewards) < rounds
    return any(diffs) and not _clearly_negative(diffs, confidence)


def _clearly_negative(diffs: list[float], confidence: float) -> bool:
    """Whether the mean of ``diffs`` is below zero by ``confidence`` standard errors (a one-sided z-test)."""
    mean = sum(diffs) / len(diffs)
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
    return mean + confidence * spread < 0


def _best(root: dict[Action, Node], guess: Action, margin: float) -> Action:
    """The root action with the best mean score among those left in the race; the heuristic's pick unless
    another beats it by ``margin`` on the worlds both were played in (their paired difference)."""
    scored = [a for a, edge in root.items() if edge.visits]
    if not scored:
        return guess
    best = max(scored, key=lambda a: root[a].mean())
    if guess not in scored or best == guess:
        return best
    diffs = _paired(root, best, guess)
    return best if diffs and sum(diffs) / len(diffs) >= margin else guess


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
