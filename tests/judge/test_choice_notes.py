"""The trace line for a choice names the option chosen (spec "Trace"), never an object that happens to share
the option's number."""

from __future__ import annotations

from pathlib import Path

from manastack.judge import Scenario


def test_a_chosen_mode_is_named_by_its_label_not_by_the_object_with_that_id(tmp_path: Path) -> None:
    """CR 700.2a: the mode is chosen as the spell is cast; mode 2 is not object 2 (here the Island in the
    library)."""
    path = tmp_path / "mode.yaml"
    path.write_text("""
title: third mode
players:
  - name: Ana
    hand: [Pawpatch Formation]
    library: [Island]
    battlefield: [{card: Forest, count: 2}]
  - name: Bruno
    battlefield: [Wind Drake]
actions:
  - {cast: Pawpatch Formation, by: Ana, modes: [2]}
""", encoding="utf-8")
    result = Scenario.from_file(path).play()
    assert result.status == "pass", (result.error, result.failures)
    [line] = [t for t in result.trace if "Choose a mode" in t]
    assert "Draw a card and create a Food token" in line and "Island" not in line
