"""What the answering and declaring helpers need of the scenario runner, as a protocol.

``judge.runner.Runner`` drives a scenario and calls ``judge.answers`` and ``judge.declare``; those call back
only through this interface, so the modules do not import the runner (no import cycle).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from manastack.judge.references import Where
from manastack.judge.yaml_lines import ScenarioError
from manastack.types import actions as ea
from manastack.types.decisions import Decision
from manastack.types.explained import Explained
from manastack.types.state import GameState


class Driver(Protocol):
    """The runner as the helpers see it: the game, the bookkeeping of the current action, and its moves."""

    state: GameState
    auto: list[tuple[Decision, object]]   # the forced decisions the engine took, and the option taken
    pending_order: list[str]
    order_player: int | None
    window_start: int

    def error(self, message: str | Explained, **facts: object) -> ScenarioError: ...

    def player(self, name: str) -> int: ...

    def find(self, text: str, candidates: list[int], where: Where) -> int: ...

    def apply(self, engine_action: ea.Action, stop: Callable[[GameState], bool] | None = None) -> None: ...

    def choose(self, pid: int, option: object) -> None: ...

    def zone_ids(self, pid: int, zone: str) -> list[int]: ...
