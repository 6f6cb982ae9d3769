"""A user's card file on the command line: ``cards check``, and ``--cards FILE`` on ``judge``, ``play`` and ``sim``.

The file is validated exactly like the built-in cards and added for that one run.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cli import cli

REPO = Path(__file__).resolve().parents[1]
CARDS = REPO / "examples" / "cards" / "kindled-spirits.yaml"
DECK = REPO / "examples" / "cards" / "kindled-red.txt"
SCENARIO_WITHOUT_CARDS_FIELD = """\
title: Kindle the Spark, a card from a --cards file
players:
  - name: Ana
    hand: [Kindle the Spark]
    battlefield: [Mountain]
  - name: Bruno
    battlefield: [Grizzly Bears]
actions:
  - {cast: Kindle the Spark, by: Ana, targets: [Grizzly Bears]}
  - {resolve: top}
expect:
  - zone: Bruno.graveyard
    contains: [{name: Grizzly Bears}]
"""
BAD_CARDS = """\
Good Card: {cost: "{1}", types: [Artifact]}
Broken Bear: {cost: "{G}", types: [Creature], power: lots, toughness: 2}
"""


def _run(*args: str) -> object:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_cards_check_prints_each_cards_rules_text() -> None:
    result = _run("cards", "check", str(CARDS))
    assert result.exit_code == 0, result.output
    assert "Cinder Caller  {1}{R}" in result.stdout
    assert "When this enters, you create an Elemental token." in result.stdout
    assert "Deal 2 damage to target creature." in result.stdout
    assert "3 card(s) valid" in result.stderr


def test_cards_check_json() -> None:
    result = _run("cards", "check", str(CARDS), "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["status"] == "ok" and data["error"] is None
    assert [c["name"] for c in data["cards"]] == ["Cinder Caller", "Elemental", "Kindle the Spark"]
    assert data["cards"][1]["token"] is True


@pytest.mark.parametrize("as_json", [False, True])
def test_cards_check_a_bad_file_exits_2_naming_the_file_card_and_field(tmp_path: Path, as_json: bool) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(BAD_CARDS, encoding="utf-8")
    result = _run("cards", "check", str(bad), *(["--json"] if as_json else []))
    assert result.exit_code == 2
    message = json.loads(result.stdout)["error"] if as_json else result.stderr
    assert re.search(r"bad\.yaml:2: card 'Broken Bear': power: ", message), message


def test_cards_check_a_clash_with_a_built_in_card(tmp_path: Path) -> None:
    clash = tmp_path / "clash.yaml"
    clash.write_text("Lightning Bolt: {cost: '{R}', types: [Sorcery]}\n", encoding="utf-8")
    result = _run("cards", "check", str(clash))
    assert result.exit_code == 2
    assert "clash.yaml:1: card 'Lightning Bolt': name: 'Lightning Bolt' is already defined by built-in" in result.stderr


def test_cards_check_a_missing_file() -> None:
    result = _run("cards", "check", "no/such/cards.yaml")
    assert result.exit_code == 2 and "cannot read the card file" in result.stderr


def test_judge_cards_adds_the_file_for_that_run(tmp_path: Path) -> None:
    scenario = tmp_path / "kindle.yaml"
    scenario.write_text(SCENARIO_WITHOUT_CARDS_FIELD, encoding="utf-8")
    result = _run("judge", "--check", "--cards", str(CARDS), str(scenario))
    assert result.exit_code == 0, result.output
    assert "Kindle the Spark deals 2 damage to Grizzly Bears. [120.3]" in result.stdout
    without = _run("judge", "--check", str(scenario))
    assert without.exit_code == 2 and "unknown card 'Kindle the Spark'" in without.stderr


def test_judge_cards_with_a_bad_file_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(BAD_CARDS, encoding="utf-8")
    scenario = tmp_path / "kindle.yaml"
    scenario.write_text(SCENARIO_WITHOUT_CARDS_FIELD, encoding="utf-8")
    result = _run("judge", "--cards", str(bad), str(scenario))
    assert result.exit_code == 2 and "bad.yaml:2: card 'Broken Bear': power" in result.stderr


def test_play_cards_plays_a_deck_of_custom_cards() -> None:
    result = _run("play", "--cards", str(CARDS), "--deck", str(DECK), "--deck", str(REPO / "decks" / "red-aggro.txt"),
                  "--seed", "3", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["finished"]
    assert any("Cinder Caller" in line for line in data["trace"])
    without = _run("play", "--deck", str(DECK), "--deck", str(REPO / "decks" / "red-aggro.txt"))
    assert without.exit_code == 2 and "Cinder Caller" in without.stderr


def test_sim_cards_in_worker_processes_and_the_records_replay(tmp_path: Path) -> None:
    """Workers get the card file's text with each task and validate it themselves; the record keeps it, so
    ``replay`` rebuilds the same games."""
    record = tmp_path / "games.jsonl"
    args = ["sim", str(DECK), str(REPO / "decks" / "green-stompy.txt"), "--games", "4", "--cards", str(CARDS),
            "--no-progress", "--json", "--per-game"]
    result = _run(*args, "--workers", "2", "--record", str(record))
    assert result.exit_code == 0, result.output
    pooled = json.loads(result.stdout)
    serial = json.loads(_run(*args).stdout)
    assert pooled["workers"] == 2 and pooled["games"] == 4
    assert [g["decisions"] for g in serial["per_game"]] == [g["decisions"] for g in pooled["per_game"]]
    header = json.loads(record.read_text(encoding="utf-8").splitlines()[0])
    assert header["cards"][0]["text"] == CARDS.read_text(encoding="utf-8")
    replayed = _run("replay", str(record), "--json")
    assert replayed.exit_code == 0, replayed.output
    assert "Cinder Caller" in replayed.stdout
    assert _run("sim", str(DECK), str(DECK), "--games", "2", "--no-progress").exit_code == 2


def _readme_cards_block(kind: str) -> str:
    """The ``kind`` code block of the README's Cards section."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Cards\n", 1)[1].split("\n## ", 1)[0]
    return section.split(f"```{kind}\n", 1)[1].split("```", 1)[0]


def test_the_readme_shows_cards_of_the_sample_file_as_they_are() -> None:
    from manastack.cards.loader import parse_card_file

    shown = list(parse_card_file(_readme_cards_block("yaml"), "README.md"))
    in_file = {d.name: d for d in parse_card_file(CARDS.read_text(encoding="utf-8"), str(CARDS))}
    assert shown and all(in_file[d.name] == d for d in shown)


def _readme_cards_commands() -> list[list[str]]:
    """The commands of the README's Cards section (its ``sh`` block), as argument lists."""
    block = _readme_cards_block("sh")
    commands = []
    for line in block.splitlines():
        words = shlex.split(line, comments=True)
        if words:
            assert words[0].endswith("manastack"), line
            commands.append(words[1:])
    return commands


def test_the_readme_cards_commands_run_as_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's Cards section shows a custom card file and the commands that use it: each one works."""
    monkeypatch.chdir(REPO)
    commands = _readme_cards_commands()
    assert any("--cards" in c for c in commands) and any(c[:2] == ["cards", "check"] for c in commands)
    for args in commands:
        result = _run(*args)
        assert result.exit_code == 0, (args, result.output)


def test_play_human_saves_and_resumes_a_game_with_custom_cards(tmp_path: Path) -> None:
    """``s FILE`` in ``play --human`` saves the card file's text with the game; ``--resume`` needs no --cards."""
    save = tmp_path / "game.json"
    decks = ["--deck", str(DECK), "--deck", str(DECK)]
    saved = CliRunner().invoke(cli, ["play", "--human", "--cards", str(CARDS), *decks], input=f"s {save}\nq\n")
    assert saved.exit_code == 0, saved.output
    assert "kindled-spirits.yaml" in save.read_text(encoding="utf-8")
    resumed = CliRunner().invoke(cli, ["play", "--human", "--resume", str(save)], input="q\n")
    assert resumed.exit_code == 0, resumed.output
    twice = CliRunner().invoke(cli, ["play", "--human", "--resume", str(save), "--cards", str(CARDS)], input="q\n")
    assert twice.exit_code == 2 and "--cards does not apply with --resume" in twice.output


@pytest.mark.parametrize("command", [["judge", "x.yaml"], ["play", "--demo"], ["sim", str(DECK), str(DECK)]])
def test_a_card_file_that_cannot_be_read_is_bad_input(command: list[str], tmp_path: Path) -> None:
    missing = tmp_path / "missing.yaml"
    result = _run(*command, "--cards", str(missing))
    assert result.exit_code == 2 and f"{missing}: cannot read the card file" in result.stderr
    folder = _run(*command, "--cards", str(tmp_path))
    assert folder.exit_code == 2 and "'--cards'" in folder.stderr and "is a directory" in folder.stderr


def test_cards_show_and_list_with_a_card_file() -> None:
    shown = _run("cards", "show", "cinder", "caller", "--cards", str(CARDS))
    assert shown.exit_code == 0 and "When this enters, you create an Elemental token." in shown.stdout
    listed = json.loads(_run("cards", "list", "--json", "--cards", str(CARDS)).stdout)
    assert {"Cinder Caller", "Kindle the Spark", "Lightning Bolt"} <= {c["name"] for c in listed}
    assert _run("cards", "show", "Cinder Caller").exit_code == 2
