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
    measure_set_deck_pairs,
    measure_set_decks,
    midgame_states,
    play_random_games,
    run_workers,
)
from manastack.bench.set_decks import SET_DECK_PAIRS, find_set_decks, load_set_decks
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


BFZ_PAIR, BLB_PAIR = SET_DECK_PAIRS


def _set_deck_files(root: Path, text: str = "40 Forest\n", pair: tuple[Path, Path] = BFZ_PAIR) -> list[Path]:
    paths = [root / relative for relative in pair]
    for path in paths:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return paths


def test_find_set_decks_walks_up(tmp_path: Path) -> None:
    """Both decks of a pair under one folder above the start: found there; one of them alone is not enough, and
    each pair is looked for on its own."""
    paths = _set_deck_files(tmp_path)
    deep = tmp_path / "checkout" / "src"
    deep.mkdir(parents=True)
    assert find_set_decks(BFZ_PAIR, deep, stop=tmp_path) == [p.resolve() for p in paths]
    assert find_set_decks(BLB_PAIR, deep, stop=tmp_path) is None
    paths[1].unlink()
    assert find_set_decks(BFZ_PAIR, deep, stop=tmp_path) is None


def test_find_set_decks_stops_at_the_ceiling(tmp_path: Path) -> None:
    _set_deck_files(tmp_path)
    deep = tmp_path / "checkout" / "src"
    deep.mkdir(parents=True)
    assert find_set_decks(BFZ_PAIR, deep, stop=tmp_path / "checkout") is None


@pytest.mark.parametrize("pair", SET_DECK_PAIRS, ids=["bfz", "blb"])
def test_the_repository_holds_the_set_decks(pair: tuple[Path, Path]) -> None:
    """A fresh clone finds its own BFZ and BLB decks from any folder inside it."""
    assert find_set_decks(pair, _REPO / "tests", stop=_REPO) == [_REPO / relative for relative in pair]


@pytest.mark.parametrize(("pair", "names"), [(BFZ_PAIR, ["ub-ingest-processors", "rg-landfall"]),
                                             (BLB_PAIR, ["gw-rabbits", "ub-rats"])], ids=["bfz", "blb"])
def test_measure_set_decks_plays_the_repository_decks(pair: tuple[Path, Path], names: list[str]) -> None:
    """A pair's games are the bench's random games on those decks, seed for seed."""
    paths = find_set_decks(pair, _REPO, stop=_REPO)
    assert paths is not None
    run = measure_set_decks([1, 2], pair, paths)
    assert run.note == "" and run.ours is not None
    assert run.decks == names
    assert run.paths == [str(p) for p in paths]
    decks = [cards for _, cards in load_set_decks(paths)]
    assert run.ours.games == 2
    assert run.ours.decisions == play_random_games(decks, [1, 2]).decisions
    data = run.as_dict()
    assert data["decks"] == run.decks and data["ours"]["games"] == 2
    assert data["decisions_per_second"] == run.ours.decisions_per_second


def test_measure_set_decks_says_when_missing_or_broken(tmp_path: Path) -> None:
    """Not found, or a file naming a card the engine lacks: not measured, and the note says why."""
    run = measure_set_decks([1], BLB_PAIR, None)
    assert run.ours is None and run.decks == ["gw-rabbits", "ub-rats"]
    assert "not measured" in run.note and str(BLB_PAIR[0]) in run.note
    assert run.as_dict()["ours"] is None and run.as_dict()["decisions_per_second"] is None
    broken = _set_deck_files(tmp_path, "40 No Such Card\n")
    run = measure_set_decks([1], BFZ_PAIR, broken)
    assert run.ours is None
    assert "not measured" in run.note and "No Such Card" in run.note


def test_measure_set_deck_pairs_measures_every_pair_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """One run per pair of SET_DECK_PAIRS, in order; a pair not found is reported without hiding the others."""
    monkeypatch.chdir(_REPO)
    runs = measure_set_deck_pairs([1])
    assert [run.decks for run in runs] == [["ub-ingest-processors", "rg-landfall"], ["gw-rabbits", "ub-rats"]]
    assert all(run.ours is not None and run.ours.games == 1 for run in runs)
    monkeypatch.setattr("manastack.bench.runner.find_set_decks",
                        lambda pair: None if pair == BFZ_PAIR else find_set_decks(pair, _REPO, stop=_REPO))
    first, second = measure_set_deck_pairs([1])
    assert first.ours is None and "not measured" in first.note
    assert second.ours is not None and second.note == ""
