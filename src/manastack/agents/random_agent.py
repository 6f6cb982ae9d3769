"""A seeded agent that picks uniformly among the legal actions (a baseline and a fuzzer).

When mana costs are paid automatically (``auto_mana``), activating a mana ability by hand is legal (CR 605.3a)
but never needed, so the baseline leaves those actions out: its games stay about casting and fighting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.rules.mana import sources
from manastack.types.actions import Action
from manastack.types.decisions import DecisionKind
from manastack.types.rng import Rng

if TYPE_CHECKING:
    from manastack.game import Game


class RandomAgent:
    """Uniformly random legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, game: Game, legal: list[Action]) -> Action:
        state = game.state
        if state.auto_mana and state.decision is not None and state.decision.kind is DecisionKind.PRIORITY:
            by_hand = len(sources(state, state.decision.player))   # listed last (``priority.priority_actions``)
            if 0 < by_hand < len(legal):
                legal = legal[:-by_hand]
        return legal[self.rng.below(len(legal))]
