"""The search agent (single-observer information-set MCTS): legal, reproducible, blind to the cards it may not
see, and a tree whose visits go to the better action."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from helpers import position
from hidden_cards import scramble_hidden
from manastack import Game, RandomAgent, play
from manastack.agents.determinize import belief, determinize
from manastack.agents.distinct_actions import distinct_actions
from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.mcts import Budget, MctsAgent, Node, combat_budget, evaluate
from manastack.decks import load_deck
from manastack.types.actions import ActivateAbility, CastSpell, Choose, PassPriority, PlayLand
from manastack.types.decisions import DecisionKind
from manastack.types.rng import Rng

DECKS = [load_deck(Path(__file__).resolve().parents[1] / "decks" / f"{name}.txt").card_names()
         for name in ("bloomburrow-gift", "zendikar-awaken")]


def midgame(seed: int, decisions: int = 120) -> Game:
    """A game between two heuristic agents, stopped at a decision with a choice after ``decisions`` decisions."""
    game = Game.new(DECKS, seed=seed, record=False)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    for _ in range(decisions):
        legal = game.legal_actions()
        game.apply(agents[game.decision.player].choose(game, legal))
    while len(game.legal_actions()) < 2 or game.decision.kind.value in ("mulligan", "bottom"):
        legal = game.legal_actions()
        game.apply(agents[game.decision.player].choose(game, legal))
    return game


def test_the_choice_is_legal_and_reproducible() -> None:
    game = midgame(3)
    legal = game.legal_actions()
    first = MctsAgent(5, playouts=8).choose(game, legal)
    assert first in legal
    assert MctsAgent(5, playouts=8).choose(game.clone(), legal) == first


def tree(node: Node) -> tuple:
    """A node's statistics and its subtree, comparable between two searches."""
    return (node.visits, node.total, node.available, tuple(node.rewards),
            tuple((key, tree(child)) for key, child in node.children.items()))


def test_the_choice_does_not_depend_on_hidden_cards() -> None:
    """The agent sees only its observation: replacing every card it cannot see (the opponent's hand, both
    libraries) changes neither its tree (edges, visits, scores) nor its choice."""
    for seed in (1, 2, 4):
        game = midgame(seed)
        me = game.decision.player
        legal = game.legal_actions()
        scrambled = scramble_hidden(game, me)
        real_root, real_guess = MctsAgent(7, playouts=8).search(game, me, legal)
        fake_root, fake_guess = MctsAgent(7, playouts=8).search(scrambled, me, legal)
        assert real_guess == fake_guess
        assert {a: tree(e) for a, e in real_root.items()} == {a: tree(e) for a, e in fake_root.items()}


def test_opening_hand_decisions_do_not_depend_on_hidden_cards() -> None:
    for seed in range(4):
        game = Game.new(DECKS, seed=seed, record=False)
        me = game.decision.player
        legal = game.legal_actions()
        assert MctsAgent(1).choose(game, legal) == MctsAgent(1).choose(scramble_hidden(game, me), legal)


def test_a_determinization_keeps_what_the_player_knows_and_redraws_the_rest() -> None:
    """CR 400.2: the world keeps the viewer's observation; the opponent's hidden cards come from their deck list
    less the cards of theirs the viewer has seen; the shuffler is reseeded."""
    game = midgame(6)
    me = game.decision.player
    them = 1 - me
    knowledge = belief(game, me)
    world = determinize(game, knowledge, Rng(1))
    assert Game(world).observation(me) == game.observation(me)
    assert world.rng.state != game.state.rng.state
    drawn = Counter(world.objects[o].card for o in world.players[them].hand + world.players[them].library)
    assert not drawn - Counter(knowledge.pools[them])
    seen = game.observation(me)["players"][them]["graveyard"]
    assert sum(drawn.values()) + len(seen) <= len(DECKS[them])
    worlds = [determinize(game, knowledge, Rng(s)) for s in range(6)]
    hands = {tuple(sorted(w.objects[o].card for o in w.players[them].hand)) for w in worlds}
    assert len(hands) > 1


def test_the_evaluation_prefers_the_better_board() -> None:
    ahead = position(battlefield=(["Grizzly Bears", "Forest"], ["Forest"]), life=(20, 10))
    behind = position(battlefield=(["Forest"], ["Grizzly Bears", "Forest"]), life=(10, 20))
    assert evaluate(ahead.state, 0) > 0.5 > evaluate(behind.state, 0)
    assert evaluate(ahead.state, 1) == pytest.approx(1 - evaluate(ahead.state, 0))


def test_it_beats_the_random_agent() -> None:
    """A small budget is enough against random play (the measured rates against the heuristic are in the
    README: ``examples/search_vs_heuristic.py``)."""
    deck = ["Forest"] * 16 + ["Grizzly Bears"] * 24
    for seat in (0, 1):
        game = Game.new([deck, deck], seed=seat, record=False)
        agents: list = [RandomAgent(3), RandomAgent(3)]
        agents[seat] = MctsAgent(seat, playouts=2)
        outcome = play(game, agents)
        assert outcome is not None and outcome.winner == seat


def test_sim_and_play_know_the_search_agent_by_name() -> None:
    from manastack.cli import AGENT_KINDS
    from manastack.sim.runner import make_agent

    assert isinstance(make_agent("mcts", 3), MctsAgent)
    assert "mcts" in AGENT_KINDS


def test_interchangeable_actions_are_searched_once() -> None:
    """Two Grizzly Bears (or two Forests) in hand are one choice; the Forest's mana ability, which the engine
    activates itself when a cost is paid (CR 605.3a, 106.4), is none; attacking with one of two identical
    creatures is one choice, with a damaged one another."""
    game = position(battlefield=(["Forest", "Forest"], []), hand=(["Grizzly Bears", "Grizzly Bears", "Forest",
                                                                     "Forest"], []))
    legal = game.legal_actions()
    classes = distinct_actions(game.state, 0, legal)
    kept = sorted({str(type(a).__name__) + game.state.objects[a.card].card for a in classes.values()
                   if isinstance(a, (CastSpell, PlayLand))})
    assert kept == ["CastSpellGrizzly Bears", "PlayLandForest"]
    assert not [a for a in classes.values() if isinstance(a, ActivateAbility)]
    assert PassPriority(0) in classes.values()
    assert len(set(classes.values())) == 3
    assert set(classes) == {a for a in legal if not isinstance(a, ActivateAbility)}


def test_identical_attackers_are_one_choice_and_a_damaged_one_is_another() -> None:
    game = position(battlefield=(["Grizzly Bears"] * 3, []))
    while game.decision.kind is not DecisionKind.ATTACKERS:
        game.apply(PassPriority(game.decision.player))
    legal = game.legal_actions()
    bears = [a.option[0] for a in legal if isinstance(a.option, tuple)]
    assert len(set(distinct_actions(game.state, 0, legal).values())) == 2      # a bear, or done
    game.state.objects[bears[0]].damage = 1
    assert len(set(distinct_actions(game.state, 0, legal).values())) == 3


def lethal_attack() -> Game:
    """Ana's declare-attackers decision: both players at 2 life, Ana's Wind Drake (a flier, CR 702.9b) kills Bo
    now; if it stays home, Bo's three ground creatures kill Ana on Bo's turn."""
    game = position(battlefield=(["Wind Drake", "Island"], ["Grizzly Bears"] * 3), life=(2, 2))
    game.state.decks = [["Forest"] * 20 + ["Grizzly Bears"] * 20, ["Island"] * 40]
    while game.decision.kind is not DecisionKind.ATTACKERS:
        game.apply(PassPriority(game.decision.player))
    return game


def test_a_clearly_worse_action_leaves_the_race_and_the_search_stops() -> None:
    """The root race: every action not attacking loses the game, so after ``min_rounds`` shared worlds each
    leaves the race (its paired differences with the winning attack are clearly negative), the search stops
    with the budget unspent, and the agent attacks."""
    game = lethal_attack()
    legal = game.legal_actions()
    agent = MctsAgent(3, playouts=20)
    root, _ = agent.search(game, 0, legal)
    attack = next(a for a in legal if isinstance(a, Choose) and isinstance(a.option, tuple))
    assert list(root) == [attack]
    assert root[attack].mean() == 1.0
    assert root[attack].visits == agent.budget.min_rounds
    assert agent.playouts_done < agent.budget.playouts
    assert MctsAgent(3, playouts=20).choose(game, legal) == attack


def test_the_root_is_played_in_rounds() -> None:
    """Before an action may leave the race, every round plays each root action once (the ``k``-th round in the
    ``k``-th world): with the race held off for 10 rounds, a budget of 30 on three actions is 10 each."""
    game = midgame(7)
    me = game.decision.player
    legal = list(dict.fromkeys(distinct_actions(game.state, me, game.legal_actions()).values()))
    assert len(legal) == 3
    agent = MctsAgent(2, playouts=30, min_rounds=10)
    root, _ = agent.search(game, me, legal)
    assert agent.playouts_done == 30
    assert all(len(edge.rewards) == 10 for edge in root.values())


def test_combat_declarations_are_searched_with_their_own_budget() -> None:
    """A decision's kind picks its budget: by default an attack gets three times the playouts and twice the
    rounds of the base budget, without widening; ``budgets`` replaces that, ``{}`` spends the base budget on
    every decision. With the budget below the rounds, the rounds set the search: both root actions (attack or
    not) are played in every round, so ``2 × rounds`` playouts."""
    assert combat_budget(Budget(32, 4, 0.5)) == {DecisionKind.ATTACKERS: Budget(96, 8, 0.0),
                                                 DecisionKind.BLOCKERS: Budget(96, 8, 0.0)}
    assert MctsAgent(1).budgets == combat_budget(Budget(32, 4, 0.5))
    spent = {}
    for name, budgets in (("default", None), ("base", {}), ("own", {DecisionKind.ATTACKERS: Budget(1, 5, 0.0)})):
        game = lethal_attack()
        agent = MctsAgent(3, playouts=1, min_rounds=3, budgets=budgets)
        agent.choose(game, game.legal_actions())
        spent[name] = agent.playouts_done
    assert spent == {"default": 2 * 6, "base": 2 * 3, "own": 2 * 5}


def test_a_priority_decision_keeps_the_base_budget() -> None:
    """Only the kinds ``budgets`` names get another budget: a priority decision spends the base one."""
    game = midgame(7)
    assert game.decision.kind is DecisionKind.PRIORITY
    spent = []
    for budgets in (None, {}):
        agent = MctsAgent(2, playouts=9, min_rounds=3, budgets=budgets)
        agent.choose(game.clone(), game.legal_actions())
        spent.append(agent.playouts_done)
    assert spent[0] == spent[1] == 9


def test_without_widening_a_node_keeps_to_the_heuristics_pick() -> None:
    """A budget's widening bounds a node's children legal in this world (``1 + widening * sqrt(visits)``):
    without widening, a node of many visits keeps its one child, the heuristic's pick; with widening it grows
    another."""
    game = midgame(7)
    me = game.decision.player
    legal = game.legal_actions()
    agent, policy = MctsAgent(2), HeuristicAgent(5)
    node = Node()
    node.visits = 100
    pick, first, grown = agent._descend(node, game, me, legal, policy, 0.0)
    assert grown and pick == policy.choose(game, legal)
    assert agent._descend(node, game, me, legal, policy, 0.0) == (pick, first, False)
    other, second, grown = agent._descend(node, game, me, legal, policy, 2.0)
    assert grown and second is not first and other != pick
    assert len(node.children) == 2


def walk(node: Node, depth: int = 1):
    yield node, depth
    for child in node.children.values():
        yield from walk(child, depth + 1)


def test_the_tree_grows_below_the_root_and_widens_with_visits() -> None:
    """The tree grows by at most one node an iteration and reaches below the opponent's replies; an edge is
    available at least as often as it is visited (availability counts); a node where the opponent acts has
    children for cards of different worlds (its hand differs between determinizations)."""
    game = midgame(7)
    me = game.decision.player
    agent = MctsAgent(2, playouts=24, min_rounds=24)     # the race held off: every action to the whole budget
    root, _ = agent.search(game, me, list(dict.fromkeys(distinct_actions(game.state, me,
                                                                         game.legal_actions()).values())))
    nodes = [(n, d) for edge in root.values() for n, d in walk(edge)]
    assert max(d for _, d in nodes) >= 3
    assert len(nodes) <= agent.playouts_done + len(root)
    for node, _ in nodes:
        assert node.available >= node.visits
        assert len(node.children) <= node.visits


def test_the_evaluation_counts_the_race() -> None:
    """At equal life and board size, the side whose creatures deal the other's life sooner is ahead."""
    fast = position(battlefield=(["Goblin Guide", "Goblin Guide"], ["Grizzly Bears"]), life=(6, 6))
    assert evaluate(fast.state, 0) > 0.5
