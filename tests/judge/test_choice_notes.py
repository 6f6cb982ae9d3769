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


MODAL = """\
Test Choice:
  cost: "{B}"
  types: [Sorcery]
  modes:
    - targets: [{filter: {types: [Creature]}}]
      effects: [{do: destroy, what: target}]
    - targets: [{filter: {types: [Artifact]}}]
      effects: [{do: destroy, what: target}]
"""


def test_a_mode_taken_alone_without_words_is_named_by_its_number_in_the_language(tmp_path: Path) -> None:
    """CR 700.2a, spec "Forced decisions": the note of a single possible mode the card file gives no words names
    it by its number, as its option would ("mode 0"), in the trace's language ("modo 0")."""
    from manastack.judge.answers import _note_engine_choices
    from manastack.judge.runner import Runner
    from manastack.judge.setup import build_state
    from manastack.sentences import Naming, sentence

    (tmp_path / "modal.yaml").write_text(MODAL, encoding="utf-8")
    path = tmp_path / "one_mode.yaml"
    path.write_text("""
title: one possible mode
cards: [modal.yaml]
players:
  - name: Ana
    hand: [Test Choice]
    battlefield: [Swamp]
  - name: Bruno
    battlefield: [Grizzly Bears]
actions:
  - {cast: Test Choice, by: Ana, targets: [Grizzly Bears]}
""", encoding="utf-8")
    scenario = Scenario.from_file(path).model
    runner = Runner(scenario, build_state(scenario))
    runner.run()
    runner.window_start = len(runner.state.events)     # the engine's own note of the mode left out
    _note_engine_choices(runner, runner.state.objects[runner.state.stack[-1]], set(), 0)
    note = runner.state.events[-1]
    assert sentence(note).endswith(": mode 0 (taken automatically).")
    assert "modo 0" in sentence(note, Naming("es")) and "mode 0" not in sentence(note, Naming("es"))
