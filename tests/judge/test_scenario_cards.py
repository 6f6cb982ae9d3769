"""Spec "Top level", ``cards``: card files (paths relative to the scenario file) added to the built-in cards for
that scenario only, each validated exactly like the built-in definitions; an invalid file or a name that clashes
with a built-in card is error 2, naming the card file, the card and the field."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from manastack.judge.cli import run_judge

REPO = Path(__file__).resolve().parents[2]
TEST_CARDS = """\
Test Imp:
  cost: "{B}"
  types: [Creature]
  subtypes: [Imp]
  power: 1
  toughness: 1
  keywords: [Flying]
"""
SCENARIO = """\
title: a card from the scenario's own card file
cards: [{path}]
players:
  - name: Ana
    hand: [Test Imp]
    battlefield: [Swamp]
  - name: Bruno
actions:
  - {{cast: Test Imp, by: Ana}}
  - {{resolve: top}}
expect:
  - object: Test Imp
    is: {{zone: battlefield, power: 1, keywords: [Flying]}}
"""


def judge(*files: Path, as_json: bool = False) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run_judge([str(f) for f in files], True, as_json, False, out, err)
    return code, out.getvalue(), err.getvalue()


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_the_example_scenario_loads_its_card_file() -> None:
    code, out, _ = judge(REPO / "examples" / "cards" / "cinder-caller.yaml")
    assert code == 0, out
    assert "Ana creates an Elemental token. [111.2]" in out


def test_paths_are_relative_to_the_scenario_file_not_the_working_directory(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path / "sets" / "cards" / "imps.yaml", TEST_CARDS)
    scenario = write(tmp_path / "sets" / "imp.yaml", SCENARIO.format(path="cards/imps.yaml"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    code, out, err = judge(Path(os.path.relpath(scenario, elsewhere)))
    assert code == 0, out + err
    assert "PASS" in out


def test_the_cards_are_for_that_scenario_only(tmp_path: Path) -> None:
    """The next scenario of the same run, without a ``cards`` field, does not know the card."""
    write(tmp_path / "imps.yaml", TEST_CARDS)
    with_cards = write(tmp_path / "a.yaml", SCENARIO.format(path="imps.yaml"))
    without = write(tmp_path / "b.yaml", SCENARIO.replace("cards: [{path}]\n", "").format())
    code, out, _ = judge(with_cards, without, as_json=True)
    assert code == 2
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["status"] == "pass" and second["status"] == "error"
    assert "unknown card 'Test Imp'" in second["failures"][0]


def test_a_missing_card_file_is_error_2_naming_it(tmp_path: Path) -> None:
    scenario = write(tmp_path / "s.yaml", SCENARIO.format(path="nope.yaml"))
    code, _, err = judge(scenario)
    assert code == 2
    assert "s.yaml:2: cards: cannot read the card file 'nope.yaml'" in err


def test_an_invalid_card_is_error_2_naming_the_card_file_the_card_and_the_field(tmp_path: Path) -> None:
    write(tmp_path / "imps.yaml", TEST_CARDS.replace("power: 1", "power: one"))
    code, _, err = judge(write(tmp_path / "s.yaml", SCENARIO.format(path="imps.yaml")))
    assert code == 2
    assert "imps.yaml:5: card 'Test Imp': power: " in err


def test_a_name_clashing_with_a_built_in_card_is_error_2(tmp_path: Path) -> None:
    write(tmp_path / "imps.yaml", TEST_CARDS + 'Shock: {cost: "{R}", types: [Sorcery]}\n')
    code, _, err = judge(write(tmp_path / "s.yaml", SCENARIO.format(path="imps.yaml")))
    assert code == 2
    assert "imps.yaml:8: card 'Shock': name: 'Shock' is already defined by built-in" in err


def test_cards_must_be_a_list_of_file_names(tmp_path: Path) -> None:
    code, _, err = judge(write(tmp_path / "s.yaml", SCENARIO.replace("cards: [{path}]", "cards: 3").format()))
    assert code == 2 and "cards" in err and "a list" in err
