"""manastack: a Magic: The Gathering rules engine that plays by the Comprehensive Rules and cites them.

>>> from manastack import Game, RandomAgent, play
>>> game = Game.new([["Forest"] * 20, ["Mountain"] * 20], seed=3)
>>> play(game, [RandomAgent(1), RandomAgent(2)]) is not None
True
"""

from manastack.agents.random_agent import RandomAgent
from manastack.cards.pool import CardPool
from manastack.game import Game, IllegalActionError, Outcome
from manastack.play import play
from manastack.types.actions import ActivateAbility, CastSpell, Choose, PassPriority, PlayLand, TurnFaceUp
from manastack.types.decisions import Decision, DecisionKind

__all__ = [
    "ActivateAbility", "CardPool", "CastSpell", "Choose", "Decision", "DecisionKind", "Game", "IllegalActionError",
    "Outcome", "PassPriority", "PlayLand", "RandomAgent", "TurnFaceUp", "play",
]
