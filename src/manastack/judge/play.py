"""Playing one scenario from start to end (spec ``scenario-format.md``): set up, act, check.

:func:`play_scenario` never raises for a bad scenario: the result's ``status`` is ``"error"`` and ``error`` holds
the :class:`ScenarioError` (exit code 2); ``"fail"`` means an expectation failed (exit code 1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from manastack.game import Game
from manastack.judge.runner import Runner
from manastack.judge.schema import Scenario
from manastack.judge.setup import build_state
from manastack.judge.trace import json_events, text_lines
from manastack.judge.yaml_lines import ScenarioError
from manastack.sentences import PLAIN, Naming
from manastack.types.explained import Explained

if TYPE_CHECKING:
    from manastack.cards.pool import CardPool

EXIT_CODES = {"pass": 0, "fail": 1, "error": 2}


@dataclass
class ScenarioResult:
    """What playing a scenario gave: the game as it ended, its trace, the failed expectations, the status."""

    scenario: Scenario | None
    game: Game | None = None
    failures: list[Explained] = field(default_factory=list)   # ``str()`` reads one in English
    error: ScenarioError | None = None

    @property
    def status(self) -> str:
        """``pass``, ``fail`` (an expectation failed) or ``error`` (the scenario could not be played)."""
        if self.error is not None:
            return "error"
        return "fail" if self.failures else "pass"

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]

    @property
    def trace(self) -> list[str]:
        """The numbered, rule-cited trace (without the verbose-only lines)."""
        return self.trace_lines(verbose=False)

    def trace_lines(self, verbose: bool = False, naming: Naming = PLAIN) -> list[str]:
        return text_lines(self.game.state, verbose, naming) if self.game is not None else []

    def trace_json(self, verbose: bool = False, naming: Naming = PLAIN) -> list[dict[str, object]]:
        return json_events(self.game.state, verbose, naming) if self.game is not None else []


def play_scenario(scenario: Scenario, check: bool = True, cards: CardPool | None = None) -> ScenarioResult:
    """Set the scenario up and play its actions; with ``check``, evaluate its expectations. ``cards`` is the
    card pool (default: the built-in cards) the scenario's own ``cards:`` files are added to."""
    result = ScenarioResult(scenario)
    try:
        state = build_state(scenario, cards)
        result.game = Game(state)
        runner = Runner(scenario, state)
        try:
            runner.run()
        finally:
            result.failures = runner.failures if check else []
    except ScenarioError as exc:
        result.error = exc
        result.failures = []
    return result
