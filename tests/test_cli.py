"""The ``manastack`` command line, driven through click's CliRunner (and once through ``python -m``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cli import cli, main

_REPO = Path(__file__).resolve().parents[1]


def _run(*args: str) -> object:
    runner = CliRunner()
    return runner.invoke(cli, list(args), catch_exceptions=False)


def test_play_demo_prints_a_rule_cited_trace_and_the_result() -> None:
    result = _run("play", "--demo", "--seed", "1")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    trace = lines[:-1]
    assert len(trace) > 50
    assert all(line.endswith("]") for line in trace)
    assert trace[0].startswith("1. ")
    assert "wins" in lines[-1] or "draw" in lines[-1]


def test_play_demo_is_reproducible_and_seeded() -> None:
    first = _run("play", "--demo", "--seed", "2").stdout
    again = _run("play", "--demo", "--seed", "2").stdout
    other = _run("play", "--demo", "--seed", "3").stdout
    assert first == again
    assert first != other


def test_play_demo_json() -> None:
    result = _run("play", "--demo", "--seed", "4", "--opponent", "heuristic", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["finished"] is True
    assert data["winner"] in (0, 1, None)
    assert [p["agent"] for p in data["players"]] == ["heuristic", "heuristic"]
    assert all(line.endswith("]") for line in data["trace"])


def test_play_needs_demo_or_two_decks() -> None:
    result = _run("play")
    assert result.exit_code == 2
    assert "Traceback" not in result.output


def test_play_with_deck_files(tmp_path: Path) -> None:
    a = tmp_path / "a.txt"
    b = tmp_path / "b.txt"
    a.write_text("20 Forest\n20 Grizzly Bears\n", encoding="utf-8")
    b.write_text("20 Mountain\n20 Lightning Bolt\n", encoding="utf-8")
    result = _run("play", "--deck", str(a), "--deck", str(b), "--seed", "1", "--quiet")
    assert result.exit_code == 0
    assert len(result.stdout.splitlines()) == 1


def test_play_with_a_bad_deck_file_is_exit_2(tmp_path: Path) -> None:
    a = tmp_path / "a.txt"
    a.write_text("20 Forest\n20 Grizzly Bares\n", encoding="utf-8")
    result = _run("play", "--deck", str(a), "--deck", str(a))
    assert result.exit_code == 2
    assert "Grizzly Bears" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_cards_show() -> None:
    result = _run("cards", "show", "lightning", "bolt")
    assert result.exit_code == 0
    out = result.stdout
    assert out.splitlines()[0] == "Lightning Bolt  {R}"
    assert "Instant" in out
    assert "damage" in out.lower()


def test_cards_show_creature_has_power_and_toughness() -> None:
    result = _run("cards", "show", "Grizzly Bears", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert (data["power"], data["toughness"]) == (2, 2)
    assert data["type_line"] == "Creature — Bear"


def test_cards_show_unknown_card_is_exit_2_with_suggestions() -> None:
    result = _run("cards", "show", "Lightnin Bolt")
    assert result.exit_code == 2
    assert "Lightning Bolt" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.output


def test_cards_list() -> None:
    result = _run("cards", "list", "--json")
    assert result.exit_code == 0
    names = [card["name"] for card in json.loads(result.stdout)]
    assert "Grizzly Bears" in names and "Lightning Bolt" in names
    table = _run("cards", "list")
    assert table.exit_code == 0
    assert "Grizzly Bears" in table.stdout


def test_bench_json_has_the_fields() -> None:
    """On the bench decks that tests/conftest.py names in $MANASTACK_BENCH_DIR."""
    result = _run("bench", "--json", "--games", "2", "--peer-games", "0", "--samples", "2")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    for key in ("decisions_per_second", "games_per_second", "clone_median_us", "to_json_median_us",
                "from_json_median_us", "peak_rss_mb", "workers", "peer", "ratios", "decks"):
        assert key in data, key
    assert data["games"] == 2
    assert data["ours"]["games"] == 2
    assert data["decisions_per_second"] > 0
    assert data["clone_median_us"] > 0
    assert set(data["workers"]) == {"1", "2"}
    assert all(w["games"] == 2 for w in data["workers"].values())
    pairs = data["set_decks"]
    assert [pair["decks"] for pair in pairs] == [["ub-ingest-processors", "rg-landfall"],
                                                 ["gw-rabbits", "ub-rats"]], [pair["note"] for pair in pairs]
    for pair in pairs:
        assert pair["ours"]["games"] == 2
        assert pair["decisions_per_second"] > 0
        assert pair["note"] == ""


def test_bench_reports_the_set_decks_beside_the_bench_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The text table has each pair of set decks' rows; without them it says they were not measured, and why."""
    result = _run("bench", "--games", "1", "--peer-games", "0", "--samples", "1")
    assert result.exit_code == 0, result.output
    for pair in ("ub-ingest-processors vs rg-landfall", "gw-rabbits vs ub-rats"):
        assert f"decisions/s, {pair}" in result.stdout
        assert f"games/s, {pair}" in result.stdout
    monkeypatch.setattr("manastack.bench.runner.find_set_decks", lambda pair: None)
    result = _run("bench", "--games", "1", "--peer-games", "0", "--samples", "1")
    assert result.exit_code == 0, result.output
    for pair in ("ub-ingest-processors vs rg-landfall", "gw-rabbits vs ub-rats"):
        assert f"decisions/s, {pair}" in result.stdout
        assert f"games/s, {pair}" not in result.stdout
    assert "not measured" in result.stdout
    assert "set decks not measured" in result.output


def test_bench_without_bench_decks_is_bad_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MANASTACK_BENCH_DIR", str(tmp_path))   # a folder with no deck lists
    result = _run("bench", "--games", "1")
    assert result.exit_code == 2
    assert "MANASTACK_BENCH_DIR" in result.output


def test_bench_json_compares_with_the_peer(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("phase", reason="phase-python (the peer engine) is not installed")
    from manastack.bench.peer import find_card_data

    monkeypatch.chdir(_REPO)
    if find_card_data() is None:
        pytest.skip("shared/peers/phase-card-data.json not found")
    result = _run("bench", "--json", "--games", "1", "--peer-games", "1", "--samples", "1")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["peer"]["games"] == 1
    assert data["ratios"]["decisions_per_second"] > 0


def test_bench_rejects_bad_options() -> None:
    result = _run("bench", "--games", "0")
    assert result.exit_code == 2


def test_judge_delegates(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[list[str], bool, bool, bool, str]] = []

    def fake_run_judge(files: list[str], check: bool, as_json: bool, verbose: bool, cards: object = None,
                       lang: str = "en") -> int:
        from manastack.cards.pool import CardPool

        assert cards is CardPool.builtin()          # no --cards: the built-in cards
        calls.append((files, check, as_json, verbose, lang))
        return 1

    import manastack.judge.cli as judge_cli

    monkeypatch.setattr(judge_cli, "run_judge", fake_run_judge)
    monkeypatch.delenv("MANASTACK_LANG", raising=False)
    result = _run("judge", "a.yaml", "b.yaml", "--check", "--json")
    assert result.exit_code == 1
    monkeypatch.setenv("MANASTACK_LANG", "it")      # the environment chooses the language; --lang wins over it
    _run("judge", "a.yaml")
    _run("judge", "a.yaml", "--lang", "es")
    assert calls == [(["a.yaml", "b.yaml"], True, True, False, "en"), (["a.yaml"], False, False, False, "it"),
                     (["a.yaml"], False, False, False, "es")]


def test_main_turns_usage_errors_into_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["cards", "shw"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_python_dash_m_manastack() -> None:
    done = subprocess.run([sys.executable, "-m", "manastack", "cards", "show", "Shock"], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Shock")


def test_rules_shows_a_rule_with_its_modules_tests_and_scenarios():
    from click.testing import CliRunner

    from manastack.cli import cli

    result = CliRunner().invoke(cli, ["rules", "702.174a"])
    assert result.exit_code == 0, result.output
    assert "manastack.rules.keywords.gift" in result.output and "tests/rules/test_702_174_gift.py" in result.output


def test_rules_unknown_number_is_bad_input():
    from click.testing import CliRunner

    from manastack.cli import cli

    result = CliRunner().invoke(cli, ["rules", "999.9"])
    assert result.exit_code == 2


def test_play_human_through_standard_input():
    """`manastack play --human` driven by its input stream: option 1 at every decision, to the end."""
    from click.testing import CliRunner

    from manastack.cli import cli

    result = CliRunner().invoke(cli, ["play", "--human", "--seed", "3"], input="1\n" * 3000)
    assert result.exit_code == 0, result.output
    assert "Game over" in result.output and "[117.3]" in result.output


def test_replay_a_recorded_simulation(tmp_path):
    from click.testing import CliRunner

    from manastack.cli import cli
    from manastack.sim import simulate

    deck = ["Forest"] * 12 + ["Grizzly Bears"] * 8
    record = tmp_path / "games.jsonl"
    simulate(deck, deck, 2, agents=("random", "random"), seed=1, record_path=record, progress=False)
    result = CliRunner().invoke(cli, ["replay", str(record)])
    assert result.exit_code == 0, result.output
    assert result.output.count("== game") == 2


def test_replay_json_is_json_lines(tmp_path):
    """`replay --json` writes one JSON object per line, one line per recorded game."""
    from manastack.sim import simulate

    deck = ["Forest"] * 12 + ["Grizzly Bears"] * 8
    record = tmp_path / "games.jsonl"
    simulate(deck, deck, 3, agents=("random", "random"), seed=1, record_path=record, progress=False)
    result = _run("replay", "--json", str(record))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    games = [json.loads(line) for line in lines]
    assert [g["game"] for g in games] == [1, 2, 3]
    assert all(isinstance(g["trace"], list) and g["trace"] for g in games)


def test_play_human_save_to_a_folder_is_an_error_and_the_game_goes_on(tmp_path):
    result = CliRunner().invoke(cli, ["play", "--human", "--seed", "3"],
                                input=f"s {tmp_path}\ns {tmp_path / 'missing' / 'game.json'}\n" + "1\n" * 3000)
    assert result.exit_code == 0, result.output
    assert result.output.count("Not saved: cannot write") == 2
    assert "Game over" in result.output and "internal error" not in result.output


def _judge_files(tmp_path: Path) -> list[str]:
    """Three scenarios: one passes, one fails an expectation, one cannot be played (unknown card)."""
    salve = (_REPO / "scenarios" / "core" / "healing_salve.yaml").read_text(encoding="utf-8")
    failing = tmp_path / "fails.yaml"
    failing.write_text(salve.replace("Ana: 13", "Ana: 14"), encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text(salve.replace("hand: [Healing Salve]", "hand: [No Such Card]"), encoding="utf-8")
    return [str(_REPO / "scenarios" / "core" / "healing_salve.yaml"), str(failing), str(broken)]


def test_judge_check_ends_with_a_summary_line(tmp_path: Path) -> None:
    result = _run("judge", "--check", *_judge_files(tmp_path))
    assert result.exit_code == 2
    assert result.stdout.splitlines()[-1] == "3 scenarios: 1 passed, 1 failed, 1 errors"


def test_judge_check_json_keeps_stdout_json_and_puts_the_summary_on_stderr(tmp_path: Path) -> None:
    result = _run("judge", "--check", "--json", *_judge_files(tmp_path))
    assert result.exit_code == 2
    statuses = [json.loads(line)["status"] for line in result.stdout.splitlines()]
    assert statuses == ["pass", "fail", "error"]
    assert result.stderr.splitlines()[-1] == "3 scenarios: 1 passed, 1 failed, 1 errors"


def test_judge_without_check_prints_no_summary() -> None:
    result = _run("judge", str(_REPO / "scenarios" / "core" / "healing_salve.yaml"))
    assert result.exit_code == 0
    assert "scenario" not in result.output.splitlines()[-1]
