"""Ratings measured by simulation: pods drafted and played round-robin, per-card and per-archetype win rates
with intervals, ratings files the drafters use, and the draft tournament of `manastack sim --format draft`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards.pool import CardPool
from manastack.cli import cli
from manastack.limited.ratings import RatingsError, load
from manastack.sim.pods import PRIOR_GAMES, Measurement, Tally, measure

POOL = CardPool.builtin()


@pytest.fixture(scope="module")
def pod() -> Measurement:
    return measure("BLB", 1, POOL, seed=2)


def test_a_pod_plays_every_pair_once(pod: Measurement) -> None:
    """Eight decks, 28 games; each decided game counts a win and a loss for two archetypes."""
    assert pod.games == 28
    decided = pod.games - pod.capped
    assert sum(t.games for t in pod.archetypes.values()) == 2 * decided
    assert sum(t.wins for t in pod.archetypes.values()) == decided


def test_cards_are_counted_in_the_deck_and_when_drawn(pod: Measurement) -> None:
    """A card drawn in a game was in the deck that game: drawn games never exceed deck games."""
    assert pod.drawn and pod.in_deck
    for name, tally in pod.drawn.items():
        assert tally.games <= pod.in_deck[name].games
        assert tally.wins <= tally.games


def test_measured_ratings_shrink_toward_one_half() -> None:
    """A card drawn in 2 games, both won, is rated (2 + 5) / (2 + 10), not 100%."""
    m = Measurement("BLB", 1, drawn={"Card": Tally(2, 2)})
    assert m.ratings(["Other"]).by_name == {"Card": round((2 + PRIOR_GAMES / 2) / (2 + PRIOR_GAMES), 4),
                                             "Other": 0.5}


def test_ratings_command_writes_a_file_the_drafters_read(tmp_path: Path) -> None:
    """`manastack ratings BLB --pods 1 --out FILE --json`, then `--compare FILE`: half the seats use it."""
    runner = CliRunner()
    out = tmp_path / "ratings.json"
    result = runner.invoke(cli, ["ratings", "BLB", "--pods", "1", "-j", "1", "--out", str(out), "--json",
                                 "--no-progress"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 28 and set(data["archetypes"]) and "ci95" in next(iter(data["drawn"].values()))
    assert load(out).by_name
    result = runner.invoke(cli, ["ratings", "BLB", "--pods", "1", "-j", "1", "--compare", str(out), "--json",
                                 "--no-progress"])
    assert result.exit_code == 0, result.output
    groups = json.loads(result.stdout)["groups"]
    assert set(groups) == {"rated", "baseline"}
    assert groups["rated"]["games"] == groups["baseline"]["games"] == 16


def test_bad_ratings_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(RatingsError, match="not a ratings file"):
        load(bad)
    assert CliRunner().invoke(cli, ["ratings", "BLB", "--ratings", str(bad)]).exit_code == 2
    both = CliRunner().invoke(cli, ["ratings", "BLB", "--ratings", str(bad), "--compare", str(bad)])
    assert both.exit_code == 2 and "without --ratings" in both.output


def test_sim_draft_format_reports_archetype_standings() -> None:
    """`manastack sim --format draft BFZ --pods 1`: the archetypes of the pod's decks and their results."""
    runner = CliRunner()
    result = runner.invoke(cli, ["sim", "--format", "draft", "BFZ", "--pods", "1", "--json", "--no-progress"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 28 and all(len(k) == 2 for k in data["archetypes"])
    assert runner.invoke(cli, ["sim", "--format", "draft", "XYZ"]).exit_code == 2
    assert runner.invoke(cli, ["sim", "--format", "draft"]).exit_code == 2
    assert runner.invoke(cli, ["sim", "only-one-deck.txt"]).exit_code == 2


def test_ratings_plot(tmp_path: Path, pod: Measurement) -> None:
    pytest.importorskip("matplotlib")
    from manastack.sim.pod_plot import plot

    assert plot(pod, tmp_path / "pods.png").stat().st_size > 1000
