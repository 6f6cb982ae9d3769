"""The agents and the environments with planeswalkers (CR 306, 606, 508.1b): every agent answers the new decisions
— loyalty abilities among the priority actions, planeswalkers among what an attacker may attack — legally."""

from __future__ import annotations

from typing import Any

from manastack import Game, play
from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.mcts import MctsAgent
from manastack.agents.random_agent import RandomAgent
from manastack.types.actions import ActivateAbility, Choose

WALKERS = (["Gideon, Ally of Zendikar"] * 4 + ["Ob Nixilis Reignited"] * 4 + ["Plains"] * 12 + ["Swamp"] * 12
           + ["Savannah Lions"] * 8 + ["Stasis Snare"] * 4 + ["Murder"] * 4)
STORM = (["Ral, Crackling Wit"] * 4 + ["Kiora, Master of the Depths"] * 4 + ["Island"] * 12 + ["Mountain"] * 6
         + ["Forest"] * 6 + ["Shock"] * 8 + ["Stormcatch Mentor"] * 8 + ["Maha, Its Feathers Night"] * 2)


class Recorder:
    """Wraps an agent and notes the planeswalker decisions it was offered and took."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.loyalty_offered = self.loyalty_taken = self.walker_attacks = 0

    def choose(self, game: Game, legal: list[Any]) -> Any:
        loyalty = [a for a in legal if isinstance(a, ActivateAbility) and _is_loyalty(game, a)]
        self.loyalty_offered += bool(loyalty)
        action = self.agent.choose(game, legal)
        self.loyalty_taken += action in loyalty
        self.walker_attacks += isinstance(action, Choose) and isinstance(action.option, tuple) and \
            len(action.option) == 3
        return action


def _is_loyalty(game: Game, action: ActivateAbility) -> bool:
    from manastack.rules.abilities import ability_at, printed

    ability = ability_at(printed(game.state.objects[action.source]), action.index)
    return getattr(ability, "is_loyalty", False)


def _games(agents: tuple[Any, Any], seeds: range) -> tuple[Recorder, Recorder]:
    recorders = (Recorder(agents[0]), Recorder(agents[1]))
    for seed in seeds:
        game = Game.new([list(WALKERS), list(STORM)], seed=seed, record=False)
        play(game, recorders, max_decisions=3000)
    return recorders


def test_random_agents_play_planeswalkers_to_the_end():
    """Random agents: loyalty abilities are offered and used, planeswalkers are attacked (508.1b)."""
    a, b = _games((RandomAgent(1), RandomAgent(2)), range(6))
    assert a.loyalty_offered and b.loyalty_offered
    assert a.loyalty_taken + b.loyalty_taken > 0
    assert a.walker_attacks + b.walker_attacks > 0


def test_the_heuristic_agent_uses_its_planeswalkers():
    """The heuristic agent activates a loyalty ability when it has nothing better to cast (CR 606.3)."""
    a, _ = _games((HeuristicAgent(1), RandomAgent(2)), range(4))
    assert a.loyalty_taken > 0


def test_the_search_agent_answers_planeswalker_decisions():
    """The MCTS agent plays a game with planeswalkers (a small budget) without an illegal action."""
    _games((MctsAgent(seed=1, playouts=4, max_rollout=60), RandomAgent(2)), range(1))
