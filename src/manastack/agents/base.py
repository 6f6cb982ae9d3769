"""The agent interface (architecture §5): one method, ``choose``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from manastack.types.actions import Action

if TYPE_CHECKING:
    from manastack.game import Game


class Agent(Protocol):
    """Anything that picks one of the legal actions."""

    def choose(self, game: Game, legal: list[Action]) -> Action: ...
