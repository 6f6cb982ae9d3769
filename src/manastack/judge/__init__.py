"""The judge: play a scenario file and check what happens (``shared/spec/scenario-format.md``, version 1).

>>> from manastack.judge import Scenario
>>> result = Scenario.from_file("scenarios/core/bolt_player.yaml").play()   # doctest: +SKIP
>>> result.status, result.trace[0]                                          # doctest: +SKIP

``Scenario`` here is the facade :class:`JudgeScenario`; the parsed model is ``manastack.judge.schema.Scenario``.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from manastack.judge.play import ScenarioResult, play_scenario
from manastack.judge.schema import Scenario as ScenarioModel
from manastack.judge.schema import load_scenario, parse_scenario
from manastack.judge.yaml_lines import ScenarioError

if TYPE_CHECKING:
    from manastack.cards.pool import CardPool


class JudgeScenario:
    """A scenario ready to be played: ``JudgeScenario.from_file(path).play()``."""

    def __init__(self, model: ScenarioModel) -> None:
        self.model = model

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> JudgeScenario:
        """Read and validate a scenario file (``ScenarioError`` if it is invalid)."""
        return cls(load_scenario(path))

    @classmethod
    def from_text(cls, text: str, file: str = "<text>") -> JudgeScenario:
        return cls(parse_scenario(text, file))

    @property
    def title(self) -> str:
        return self.model.title

    def play(self, check: bool = True, cards: CardPool | None = None) -> ScenarioResult:
        """Play it: the result has ``.game``, ``.trace``, ``.failures``, ``.status`` and ``.error``. ``cards`` is
        the card pool its own ``cards:`` files are added to (default: the built-in cards)."""
        return play_scenario(self.model, check, cards)


Scenario = JudgeScenario

__all__ = ["JudgeScenario", "Scenario", "ScenarioError", "ScenarioResult", "play_scenario"]
