"""Every public scenario (``scenarios/**/*.yaml``) passes ``--check`` and keeps its golden trace.

Regenerate the golden traces (``NAME.trace.txt`` beside each scenario) with ``MANASTACK_UPDATE_GOLDEN=1``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from manastack.judge import Scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))
UPDATE = os.environ.get("MANASTACK_UPDATE_GOLDEN") == "1"


def test_there_are_scenarios() -> None:
    assert len(SCENARIOS) >= 6


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: str(p.relative_to(ROOT / "scenarios")))
def test_scenario_passes_with_golden_trace(path: Path) -> None:
    result = Scenario.from_file(path).play()
    assert result.error is None, str(result.error)
    assert result.failures == []
    assert result.status == "pass"
    golden = path.with_suffix(".trace.txt")
    text = "\n".join(result.trace) + "\n"
    if UPDATE or not golden.exists():
        golden.write_text(text, encoding="utf-8")
        if not UPDATE:
            pytest.fail(f"{golden.name} was missing and has been written: check it in")
    assert text == golden.read_text(encoding="utf-8"), f"trace differs from {golden.name} (MANASTACK_UPDATE_GOLDEN=1)"


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_declares_rules(path: Path) -> None:
    assert Scenario.from_file(path).model.rules, "public scenarios name the rules they illustrate"


def test_the_whole_library_checks_from_the_command_line() -> None:
    """`manastack judge --check scenarios/**/*.yaml` exits 0 (the issue's acceptance check)."""
    from click.testing import CliRunner

    from manastack.cli import cli

    result = CliRunner().invoke(cli, ["judge", "--check", *map(str, SCENARIOS)])
    assert result.exit_code == 0, result.output[-2000:]
