"""Error 2 (spec "Exit codes"): the message names the file, the action (1-based), the YAML line, and what is
legal; and exit 1 for a failed expectation."""

from __future__ import annotations

import json

BASE = """\
title: errors
players:
  - name: Ana
    hand: [Lightning Bolt, Wrath of God, Mind Rot, Island]
    battlefield: [{card: Mountain, count: 2}, {card: Swamp, count: 3}]
  - name: Bruno
    life: 3
    hand: [Island, Forest, Shock]
    battlefield: [{card: Grizzly Bears, count: 2}, Wind Drake]
turn: {number: 3, active: Ana}
"""


def test_invalid_yaml(judge) -> None:
    run = judge("title: [unclosed\n")
    assert run.code == 2
    assert ".yaml:" in run.err and "Traceback" not in run.err + run.out


def test_missing_file(judge, tmp_path) -> None:
    import io

    from manastack.judge.cli import run_judge

    err = io.StringIO()
    assert run_judge([str(tmp_path / "nope.yaml")], True, False, False, io.StringIO(), err) == 2
    assert "cannot read" in err.getvalue()


def test_no_file_at_all() -> None:
    import io

    from manastack.judge.cli import run_judge

    assert run_judge([], True, False, False, io.StringIO(), io.StringIO()) == 2


def test_unknown_card_suggests(judge) -> None:
    run = judge(BASE.replace("Wind Drake", "Lightning Blot"))
    assert run.code == 2
    assert "Lightning Blot" in run.err and "Lightning Bolt" in run.err
    assert ":9:" in run.err   # the line of the entry


def test_token_outside_battlefield(judge) -> None:
    run = judge(BASE.replace("hand: [Island, Forest, Shock]", "hand: [Fish]"))
    assert run.code == 2 and "token" in run.err


def test_ambiguous_reference_lists_candidates(judge) -> None:
    run = judge(BASE + "actions:\n  - {cast: Lightning Bolt, by: Ana, targets: [Grizzly Bears]}\n")
    assert run.code == 2
    assert "action 1" in run.err and ":12:" in run.err
    assert "ambiguous" in run.err and "Grizzly Bears@Bruno#1" in run.err and "Grizzly Bears@Bruno#2" in run.err


def test_indexed_reference_works(judge) -> None:
    run = judge(BASE + """\
actions:
  - {cast: Lightning Bolt, by: Ana, targets: [Grizzly Bears@Bruno#2]}
  - {resolve: top}
expect:
  - object: Grizzly Bears@Bruno#1
    is: {zone: battlefield}
  - zone: Bruno.graveyard
    contains: [{name: Grizzly Bears}]
""")
    assert run.code == 0, run.err + run.out


def test_missing_object(judge) -> None:
    run = judge(BASE + "actions:\n  - {cast: Lightning Bolt, by: Ana, targets: [Serra Angel]}\n")
    assert run.code == 2
    assert "Serra Angel" in run.err and "Wind Drake" in run.err   # the legal targets are listed


def test_illegal_action_names_rule_and_alternatives(judge) -> None:
    run = judge(BASE.replace("active: Ana", "active: Ana, step: upkeep")
                + "actions:\n  - {cast: Mind Rot, by: Ana, targets: [Bruno]}\n")
    assert run.code == 2
    assert "action 1" in run.err and ":12:" in run.err
    assert "307.1" in run.err
    assert "{pass: Ana}" in run.err and "{cast: Lightning Bolt@Ana, by: Ana}" in run.err


def test_land_already_played(judge) -> None:
    run = judge(BASE + "actions:\n  - {play: Island, by: Ana}\n  - {play: Mountain, by: Ana}\n")
    assert run.code == 2 and "no object 'Mountain'" in run.err
    run = judge(BASE.replace("Mind Rot, Island]", "Mind Rot, Island, Island]")
                + "actions:\n  - {play: Island#1, by: Ana}\n  - {play: Island, by: Ana}\n")
    assert run.code == 2 and "305.2" in run.err and "action 2" in run.err


def test_cost_cannot_be_paid(judge) -> None:
    run = judge(BASE.replace("{card: Mountain, count: 2}, {card: Swamp, count: 3}", "Swamp")
                + "actions:\n  - {cast: Lightning Bolt, by: Ana, targets: [Bruno]}\n")
    assert run.code == 2 and "601.2h" in run.err


def test_unanswered_decision_shows_options(judge) -> None:
    run = judge(BASE + """\
actions:
  - {cast: Mind Rot, by: Ana, targets: [Bruno]}
  - {resolve: top}
  - {advance: end}
""")
    assert run.code == 2
    assert "action 3" in run.err and "Bruno must decide" in run.err
    assert "0: Island; 1: Forest; 2: Shock" in run.err


def test_choose_without_decision(judge) -> None:
    run = judge(BASE + "actions:\n  - {choose: yes, by: Ana}\n")
    assert run.code == 2 and "no decision is pending" in run.err


def test_choose_by_the_wrong_player(judge) -> None:
    run = judge(BASE + """\
actions:
  - {cast: Mind Rot, by: Ana, targets: [Bruno]}
  - {resolve: top}
  - {choose: {cards: [Island]}, by: Ana}
""")
    assert run.code == 2 and "Bruno must decide" in run.err and "choose by Bruno" in run.err


def test_priority_pass_would_resolve(judge) -> None:
    run = judge(BASE + """\
actions:
  - {cast: Lightning Bolt, by: Ana, targets: [Wind Drake]}
  - {pass: Ana}
  - {cast: Wrath of God, by: Ana}
""")
    assert run.code == 2 and "would resolve" in run.err and "action 3" in run.err


def test_action_after_game_over(judge) -> None:
    run = judge(BASE + """\
actions:
  - {cast: Lightning Bolt, by: Ana, targets: [Bruno]}
  - {resolve: top}
  - {expect: [{winner: Ana}, {lost: [Bruno]}]}
  - {pass: Ana}
""")
    assert run.code == 2 and "game is over" in run.err and "action 4" in run.err


def test_too_many_targets(judge) -> None:
    run = judge(BASE + "actions:\n  - {cast: Lightning Bolt, by: Ana, targets: [Bruno, Wind Drake]}\n")
    assert run.code == 2 and "unused" in run.err


def test_x_on_a_spell_without_x(judge) -> None:
    run = judge(BASE + "actions:\n  - {cast: Lightning Bolt, by: Ana, targets: [Bruno], x: 2}\n")
    assert run.code == 2 and "107.3" in run.err


def test_mana_ability_by_hand(judge) -> None:
    """Spec "Actions": ability numbers count mana abilities, and activating one by hand is allowed (605.3a)."""
    run = judge(BASE + "actions:\n  - {activate: Mountain#1, by: Ana}\n")
    assert run.code == 0, run.err


def test_ability_index_out_of_range(judge) -> None:
    run = judge(BASE + "actions:\n  - {activate: Mountain#2, by: Ana, ability: 3}\n")
    assert run.code == 2 and "0: {T}: Add {R}." in run.err


def test_attack_without_declaration(judge) -> None:
    run = judge(BASE + "actions:\n  - {attack: {Grizzly Bears: Bruno}, by: Ana}\n")
    assert run.code == 2 and "advance: declare_attackers" in run.err


def test_advance_with_nonempty_stack(judge) -> None:
    run = judge(BASE + "actions:\n  - {cast: Lightning Bolt, by: Ana, targets: [Bruno]}\n  - {advance: end}\n")
    assert run.code == 2 and "empty stack" in run.err


def test_failed_expectation_exit_1(judge) -> None:
    run = judge(BASE + """\
actions:
  - {cast: Lightning Bolt, by: Ana, targets: [Wind Drake]}
  - {resolve: top}
expect:
  - life: {Bruno: 0}
  - zone: Bruno.battlefield
    contains: [{name: Wind Drake}]
""")
    assert run.code == 1
    assert "life of Bruno: expected 0, found 3" in run.out
    assert "expected an object matching {name: Wind Drake}" in run.out
    assert run.out.count("FAIL ") == 2


def test_without_check_expectations_are_not_checked(judge) -> None:
    run = judge(BASE + "expect:\n  - life: {Bruno: 0}\n", check=False)
    assert run.code == 0


def test_json_output(judge) -> None:
    run = judge(BASE + """\
actions:
  - {cast: Lightning Bolt, by: Ana, targets: [Wind Drake]}
  - {resolve: top}
expect:
  - life: {Bruno: 0}
""", as_json=True)
    assert run.code == 1
    data = json.loads(run.out)
    assert set(data) == {"file", "title", "status", "failures", "trace"}
    assert data["status"] == "fail" and data["title"] == "errors"
    assert data["failures"] and "expected 0" in data["failures"][0]
    first = data["trace"][0]
    assert {"seq", "kind", "text", "rule"} <= set(first) and first["seq"] == 1


def test_json_error(judge) -> None:
    run = judge(BASE + "actions:\n  - {choose: yes, by: Ana}\n", as_json=True)
    data = json.loads(run.out)
    assert run.code == 2 and data["status"] == "error" and "no decision" in data["failures"][0]


def test_verbose_shows_passes(judge) -> None:
    text = BASE + "actions:\n  - {cast: Lightning Bolt, by: Ana, targets: [Wind Drake]}\n  - {resolve: top}\n"
    quiet, loud = judge(text), judge(text, verbose=True)
    assert "passes priority" not in quiet.out
    assert "Ana passes priority. [117.3d]" in loud.out and "Bruno passes priority." in loud.out


def test_worst_exit_code_of_several_files(tmp_path) -> None:
    import io
    from pathlib import Path

    from manastack.judge.cli import run_judge

    root = Path(__file__).resolve().parents[2] / "scenarios" / "core"
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: x\n", encoding="utf-8")
    out = io.StringIO()
    files = [str(root / "bolt_player.yaml"), str(bad)]
    assert run_judge(files, True, False, False, out, io.StringIO()) == 2
    assert "PASS" in out.getvalue()


def test_absurd_count(judge) -> None:
    run = judge(BASE.replace("Wind Drake", "{card: Wind Drake, count: 1000000}"))
    assert run.code == 2 and "too many objects" in run.err
