"""The benchmark runner: finding the bench decks and the set decks, playing random games, timing helpers, workers."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.bench.peer import expand_decklist
from manastack.bench.runner import (
    BENCH_DIR_ENV,
    GameTotals,
    find_bench_dir,
    load_bench_decks,
    measure_set_decks,
    midgame_states,
    play_random_games,
    run_workers,
)
from manastack.bench.set_decks import SET_DECKS, find_set_decks, load_set_decks
from manastack.cli import DEMO_DECKS

_REPO = Path(__file__).resolve().parents[1]
DECKS = [expand_decklist(lines) for lines in DEMO_DECKS.values()]


@pytest.fixture(autouse=True)
def _no_bench_override(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lookup is tested on folders the test makes, whatever the environment says."""
    monkeypatch.delenv(BENCH_DIR_ENV, raising=False)


def _bench_folder(root: Path, *decks: str) -> Path:
    bench = root / "shared" / "bench"
    bench.mkdir(parents=True)
    for name in decks:
        (bench / f"{name}.txt").write_text("20 Forest\n", encoding="utf-8")
    return bench


def test_find_bench_dir_walks_up(tmp_path: Path) -> None:
    bench = tmp_path / "shared" / "bench"
    bench.mkdir(parents=True)
    (bench / "a.txt").write_text("20 Forest\n", encoding="utf-8")
    (bench / "b.txt").write_text("20 Mountain\n", encoding="utf-8")
    deep = tmp_path / "main" / "src" / "x"
    deep.mkdir(parents=True)
    assert find_bench_dir(deep) == bench.resolve()
    decks = load_bench_decks(bench)
    assert [name for name, _ in decks] == ["a", "b"]
    assert decks[0][1] == ["Forest"] * 20


def test_find_bench_dir_none(tmp_path: Path) -> None:
    """No ``shared/bench`` between the start and the ceiling: none found, whatever lies above ``tmp_path``."""
    deep = tmp_path / "main" / "src"
    deep.mkdir(parents=True)
    assert find_bench_dir(deep, stop=tmp_path) is None


def test_find_bench_dir_stops_at_the_ceiling(tmp_path: Path) -> None:
    _bench_folder(tmp_path, "a", "b")
    deep = tmp_path / "checkout" / "src"
    deep.mkdir(parents=True)
    assert find_bench_dir(deep, stop=tmp_path / "checkout") is None
    assert find_bench_dir(deep, stop=tmp_path) == (tmp_path / "shared" / "bench").resolve()


def test_the_environment_names_the_bench_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    decks = tmp_path / "my-decks"
    decks.mkdir()
    monkeypatch.setenv(BENCH_DIR_ENV, str(decks))
    assert find_bench_dir(tmp_path) is None          # named, but holds no deck lists; no walking up instead
    (decks / "a.txt").write_text("20 Forest\n", encoding="utf-8")
    _bench_folder(tmp_path, "x", "y")
    assert find_bench_dir(tmp_path) == decks.resolve()


def test_load_bench_decks_needs_two(tmp_path: Path) -> None:
    bench = tmp_path / "shared" / "bench"
    bench.mkdir(parents=True)
    (bench / "a.txt").write_text("20 Forest\n", encoding="utf-8")
    with pytest.raises(FileNotFoundError):
        load_bench_decks(bench)


def test_the_shared_bench_decks_load() -> None:
    """The reference bench decks beside the checkout (``../shared/bench``), when they are there."""
    folder = _REPO.parent / "shared" / "bench"
    if not folder.is_dir():
        pytest.skip("no shared/bench folder beside the repository")
    decks = load_bench_decks(folder)
    assert len(decks) == 2
    assert all(len(cards) >= 40 for _, cards in decks)


def test_play_random_games_totals() -> None:
    totals = play_random_games(DECKS, [1, 2])
    assert totals.games == 2
    assert totals.decisions > 0 and totals.turns > 0 and totals.seconds > 0
    assert totals.decisions_per_second > 0
    assert play_random_games(DECKS, [1, 2]).decisions == totals.decisions  # deterministic


def test_midgame_states_are_games_in_progress() -> None:
    states = midgame_states(DECKS, [3])
    assert len(states) == 1
    game = states[0]
    assert not game.is_over()
    assert game.state.turn_number >= 1


def test_run_workers_plays_every_seed() -> None:
    totals = run_workers(DECKS, [1, 2, 3], workers=2)
    assert isinstance(totals, GameTotals)
    assert totals.games == 3
    assert totals.decisions == play_random_games(DECKS, [1, 2, 3]).decisions


def test_research_rates_are_measured() -> None:
    """The bench's research rows: environment steps/s (None without the rl extra) and search playouts/s."""
    from manastack.bench.research import env_steps_per_second, playouts_per_second

    rate = env_steps_per_second(DECKS, [1])
    assert rate is None or rate > 0
    assert playouts_per_second(DECKS, 1, decisions=3) > 0


def _set_deck_files(root: Path, text: str = "40 Forest\n") -> list[Path]:
    paths = [root / relative for relative in SET_DECKS]
    for path in paths:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return paths


def test_find_set_decks_walks_up(tmp_path: Path) -> None:
    """Both set decks under one folder above the start: found there; one of them alone is not enough."""
    paths = _set_deck_files(tmp_path)
    deep = tmp_path / "checkout" / "src"
    deep.mkdir(parents=True)
    assert find_set_decks(deep, stop=tmp_path) == [p.resolve() for p in paths]
    paths[1].unlink()
    assert find_set_decks(deep, stop=tmp_path) is None


def test_find_set_decks_stops_at_the_ceiling(tmp_path: Path) -> None:
    _set_deck_files(tmp_path)
    deep = tmp_path / "checkout" / "src"
    deep.mkdir(parents=True)
    assert find_set_decks(deep, stop=tmp_path / "checkout") is None


def test_the_repository_holds_the_set_decks() -> None:
    """A fresh clone finds its own BFZ decks from any folder inside it."""
    assert find_set_decks(_REPO / "tests", stop=_REPO) == [_REPO / relative for relative in SET_DECKS]


def test_measure_set_decks_plays_the_repository_decks() -> None:
    """The set decks' games are the bench's random games on those decks, seed for seed."""
    paths = find_set_decks(_REPO, stop=_REPO)
    assert paths is not None
    run, note = measure_set_decks([1, 2], paths)
    assert note == "" and run is not None
    assert run.decks == ["ub-ingest-processors", "rg-landfall"]
    assert run.paths == [str(p) for p in paths]
    decks = [cards for _, cards in load_set_decks(paths)]
    assert run.ours.games == 2
    assert run.ours.decisions == play_random_games(decks, [1, 2]).decisions
    data = run.as_dict()
    assert data["decks"] == run.decks and data["ours"]["games"] == 2
    assert data["decisions_per_second"] == run.ours.decisions_per_second


def test_measure_set_decks_says_when_missing_or_broken(tmp_path: Path) -> None:
    """Not found, or a file naming a card the engine lacks: not measured, and the note says why."""
    run, note = measure_set_decks([1], None)
    assert run is None
    assert "not measured" in note and str(SET_DECKS[0]) in note
    broken = _set_deck_files(tmp_path, "40 No Such Card\n")
    run, note = measure_set_decks([1], broken)
    assert run is None
    assert "not measured" in note and "No Such Card" in note
