"""The tables of ``manastack sim``, ``ratings`` and ``sealed`` in the reader's language (``--lang``, or
``MANASTACK_LANG``): English by default, Spanish and Italian words from the catalogs, and the ``--json``
documents the same in every language (their keys are a contract with programs)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from manastack.cli import cli
from manastack.sentences import Naming
from manastack.sim.pods import Measurement, Tally, standings, tally_table

ROOT = Path(__file__).resolve().parents[1]
GREEN, RED = ROOT / "decks" / "green-stompy.txt", ROOT / "decks" / "red-aggro.txt"
MATCH = ["sim", str(GREEN), str(RED), "-n", "2", "--agents", "random,random", "--max-decisions", "100",
         "--no-progress"]
#: Timings differ from run to run; everything else of two runs with one seed is the same.
TIMINGS = {"seconds", "decisions_per_second", "decisions_per_cpu_second", "games_per_second", "cpu_seconds",
           "wall_seconds"}


def run(args: list[str], env: dict[str, str] | None = None) -> str:
    outcome = CliRunner().invoke(cli, args, env=env)
    assert outcome.exit_code == 0, outcome.output
    return outcome.stdout


def test_the_match_table_is_english_by_default():
    out = run(MATCH, env={"MANASTACK_LANG": ""})
    assert "wins A / B / draws / capped" in out and "win rate of green-stompy" in out
    assert "(seed 0, paired, seats swapped)" in out and "(process, 1 worker)" in out


def test_the_match_table_in_spanish():
    """``--lang es``: the rows, the title and the values' words are Spanish; deck and agent names stay."""
    out = run([*MATCH, "--lang", "es"])
    assert "green-stompy (random) contra red-aggro (random)" in out
    assert "victorias A / B / empates / cortadas" in out and "turnos de media" in out
    assert "1 proceso)" in out and "wins A" not in out


def test_the_environment_chooses_italian():
    out = run(MATCH, env={"MANASTACK_LANG": "it"})
    assert "vittorie A / B / pareggi / interrotte" in out and "turni in media" in out


def test_an_unknown_language_is_refused():
    outcome = CliRunner().invoke(cli, [*MATCH, "--lang", "fr"])
    assert outcome.exit_code == 2 and "--lang" in outcome.output


def _without_timings(data: object) -> object:
    if isinstance(data, dict):
        return {k: _without_timings(v) for k, v in data.items() if k not in TIMINGS}
    if isinstance(data, list):
        return [_without_timings(v) for v in data]
    return data


def test_json_is_the_same_in_every_language():
    """The JSON summary's keys and values do not depend on ``--lang``."""
    documents = [_without_timings(json.loads(run([*MATCH, "--json", "--per-game", "--lang", lang])))
                 for lang in ("en", "es", "it")]
    assert documents[0] == documents[1] == documents[2]
    assert documents[0]["deck_a"] == "green-stompy" and len(documents[0]["per_game"]) == 2


def _printed(table: object) -> str:
    out = io.StringIO()
    Console(file=out, width=160).print(table)
    return out.getvalue()


def test_draft_standings_and_drafter_groups_in_italian():
    """The archetype standings of a draft tournament and the drafter groups of ``ratings --compare``."""
    m = Measurement("BLB", 2, games=56, capped=1, archetypes={"WU": Tally(10, 6)},
                    groups={"rated": Tally(4, 3), "baseline": Tally(4, 1)})
    italian = Naming("it")
    table = standings(m, italian)
    assert table.title == "Draft di BLB: classifica degli archetipi (2 tavoli, 56 partite, 1 interrotte)"
    text = _printed(table)
    assert "partite" in text and "vittorie" in text and "WU" in text
    groups = _printed(tally_table("", m.groups, naming=italian))
    assert "con valutazioni" in groups and "riferimento" in groups
    assert "archetype standings" in str(standings(m).title) and "baseline" in _printed(tally_table("", m.groups))


def test_sealed_pool_in_spanish(tmp_path: Path):
    """The pool's columns, card types and rarities are Spanish; the card names stay as printed."""
    out = run(["sealed", "BLB", "--seed", "7", "--out", str(tmp_path / "pool.txt"), "--lang", "es"])
    assert "Pool de sellado: BLB, semilla 7" in out
    assert "rareza" in out and "criatura" in out and "común" in out


@pytest.mark.parametrize("lang", ["es", "it"])
def test_sealed_json_is_the_same_in_every_language(tmp_path: Path, lang: str):
    english = run(["sealed", "BLB", "--seed", "7", "--json", "--out", str(tmp_path / "en.txt")])
    other = run(["sealed", "BLB", "--seed", "7", "--json", "--out", str(tmp_path / "x.txt"), "--lang", lang])
    assert json.loads(english) == json.loads(other)


def test_drafting_and_building_at_the_terminal_in_italian(tmp_path: Path):
    """``draft --human --by-hand --lang it``: the picks' and the deck builder's words are Italian, the commands
    typed are the same as in English, and the deck built is the one they say."""
    script = "x\n" + "1\n" * 39 + "clear\nForest 40\ndone\nstop\n"
    outcome = CliRunner().invoke(cli, ["draft", "BLB", "--human", "--by-hand", "--seed", "4", "--out", str(tmp_path),
                                       "--lang", "it"], input=script)
    assert outcome.exit_code == 0, outcome.output
    for words in ("Turno di draft 1, scelta 1", "(si passa a sinistra)", "Scrivi un numero da 1 a ",
                  "Le tue scelte: nessuna", "N o +N mette la carta N del pool nel mazzo", "Comando per il mazzo: ",
                  "Mazzo: 40 carte (40 Forest)", "Posto 2: "):
        assert words in outcome.output, words
    assert "Your picks" not in outcome.output and "Deck command" not in outcome.output


def test_the_plot_is_labelled_in_spanish(tmp_path: Path):
    """The plot's title, axes and legend come from the catalog (an SVG keeps its text as text)."""
    matplotlib = pytest.importorskip("matplotlib")
    from manastack.sim import simulate
    from manastack.sim.plot import plot

    result = simulate(GREEN, RED, 2, agents=("random", "random"), progress=False)   # finished games: a rate
    with matplotlib.rc_context({"svg.fonttype": "none"}):
        svg = plot(result, tmp_path / "es.svg", Naming("es")).read_text(encoding="utf-8")
    for words in ("partidas jugadas", "porcentaje de victorias de green-stompy", "duración de las partidas",
                  "green-stompy (random) contra red-aggro (random)"):
        assert words in svg, words
    assert "games played" not in svg
