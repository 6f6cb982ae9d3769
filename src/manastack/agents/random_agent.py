"""A seeded agent that picks uniformly among the legal actions (a baseline and a fuzzer)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.types.actions import Action
from manastack.types.rng import Rng

if TYPE_CHECKING:
    from manastack.game import Game


class RandomAgent:
    """Uniformly random legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, game: Game, legal: list[Action]) -> Action:
        return legal[self.rng.below(len(legal))]
