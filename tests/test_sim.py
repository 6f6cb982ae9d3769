"""Tests for manastack.sim: the runner, its backends, reports, plots, records and the sample decks."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards.pool import CardPool
from manastack.decks import load_deck
from manastack.sim import SimResult, replay_file, simulate, wilson
from manastack.sim.backends import ray_available, run_tasks
from manastack.sim.runner import make_tasks, play_task, resolve_deck

ROOT = Path(__file__).resolve().parents[1]
DECKS = ROOT / "decks"
GREEN, RED = DECKS / "green-stompy.txt", DECKS / "red-aggro.txt"
GIFT, AWAKEN = DECKS / "bloomburrow-gift.txt", DECKS / "zendikar-awaken.txt"
CAP = 400  # decisions per game: keeps the suite quick (a few games reach it, which is tested too)


def keys(result: SimResult) -> list[tuple[object, ...]]:
    return [g.key() for g in result.games]


# -- sample decks -------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["bloomburrow-gift", "zendikar-awaken", "green-stompy", "red-aggro"])
def test_sample_deck_loads_with_known_names(name: str) -> None:
    deck = load_deck(DECKS / f"{name}.txt", list(CardPool.builtin()))
    assert len(deck.card_names()) == 60
    assert deck.name == name


def test_sample_decks_are_two_colour_gift_and_awaken_decks() -> None:
    cards = CardPool.builtin()
    for path, keyword in ((GIFT, "gift"), (AWAKEN, "awaken")):
        names = load_deck(path, list(cards)).card_names()
        colours = {c for n in names if cards[n].cost is not None for c in re.findall("[WUBRG]", cards[n].cost.render())}
        assert len(colours) == 2, (path.name, colours)
        assert sum(cards[n].keyword(keyword) is not None for n in names) >= 16


def test_bench_copies_match_the_bench_decks() -> None:
    bench = ROOT.parent / "shared" / "bench"
    if not bench.is_dir():
        pytest.skip("no shared/bench folder next to the checkout")
    for name in ("green-stompy.txt", "red-aggro.txt"):
        assert (DECKS / name).read_text() == (bench / name).read_text()


# -- pairing, seats and reproducibility ----------------------------------------------------------------
def test_tasks_pair_seeds_and_swap_seats() -> None:
    a, b = ("Forest",) * 20, ("Mountain",) * 20
    tasks = make_tasks(a, b, 5, ("heuristic", "random"), seed=10, max_decisions=CAP)
    assert [t.seed for t in tasks] == [10, 10, 11, 11, 12]
    assert [t.swapped for t in tasks] == [False, True, False, True, False]
    assert tasks[0].decks == (a, b) and tasks[1].decks == (b, a)
    assert tasks[0].agents == ("heuristic", "random") and tasks[1].agents == ("random", "heuristic")
    assert tasks[0].agent_seeds == tasks[1].agent_seeds[::-1]   # each side keeps its agent's seed in a pair


def test_seats_swapped_in_results() -> None:
    result = simulate(GREEN, RED, 4, agents=("random", "random"), seed=3, progress=False, max_decisions=CAP)
    for g in result.games:
        assert g.swapped == (g.index % 2 == 1)
        if g.winner_seat is not None:
            assert g.winner_deck == "AB"[g.winner_seat ^ g.swapped]
            assert g.first_player_won == (g.winner_seat == 0)


def test_same_seed_same_results() -> None:
    first = simulate(GREEN, RED, 4, agents=("heuristic", "random"), seed=7, progress=False, max_decisions=CAP)
    again = simulate(GREEN, RED, 4, agents=("heuristic", "random"), seed=7, progress=False, max_decisions=CAP)
    other = simulate(GREEN, RED, 4, agents=("heuristic", "random"), seed=8, progress=False, max_decisions=CAP)
    assert keys(first) == keys(again)
    assert keys(first) != keys(other)


def test_capped_games_are_counted() -> None:
    result = simulate(GREEN, RED, 2, agents=("random", "random"), progress=False, max_decisions=20)
    assert result.capped == 2 and result.decided == 0 and result.win_rate_a is None
    assert all(g.decisions == 20 and g.winner_deck is None for g in result.games)


def test_process_pool_matches_serial() -> None:
    serial = simulate(GREEN, RED, 4, agents=("random", "random"), seed=1, progress=False, max_decisions=CAP)
    pooled = simulate(GREEN, RED, 4, agents=("random", "random"), seed=1, workers=2, progress=False,
                      max_decisions=CAP)
    assert [g.index for g in pooled.games] == [0, 1, 2, 3]
    assert keys(serial) == keys(pooled)


@pytest.mark.skipif(not ray_available(), reason="ray is not installed (extra manastack[ray])")
def test_ray_matches_process() -> None:
    a = ("Forest",) * 12 + ("Grizzly Bears",) * 8
    b = ("Mountain",) * 12 + ("Goblin Guide",) * 8
    tasks = make_tasks(a, b, 4, ("heuristic", "random"), seed=4, max_decisions=CAP)
    by_ray = sorted(run_tasks(tasks, backend="ray", workers=2, progress=False), key=lambda r: r.index)
    by_pool = sorted(run_tasks(tasks, backend="process", workers=2, progress=False), key=lambda r: r.index)
    assert [r.key() for r in by_ray] == [r.key() for r in by_pool]


def test_unknown_agent_and_backend_fail_early() -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        simulate(GREEN, RED, 2, agents=("random", "genius"), progress=False)
    with pytest.raises(ValueError, match="unknown backend"):
        simulate(GREEN, RED, 2, agents=("random", "random"), backend="carrier-pigeon", progress=False)


def test_progress_callback_and_quiet_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    seen: list[tuple[int, int]] = []
    simulate(GREEN, RED, 3, agents=("random", "random"), progress=lambda d, t: seen.append((d, t)), max_decisions=50)
    assert seen == [(1, 3), (2, 3), (3, 3)]
    simulate(GREEN, RED, 2, agents=("random", "random"), max_decisions=50)   # stderr is not a terminal here
    assert capsys.readouterr().err == ""


# -- statistics and reports ----------------------------------------------------------------------------
def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(10, 10)
    assert high == pytest.approx(1.0) and low == pytest.approx(0.7225, abs=1e-4)


def test_json_fields_present() -> None:
    from manastack.sim.report import to_json

    result = simulate(GIFT, AWAKEN, 2, agents=("heuristic", "random"), seed=2, progress=False, max_decisions=CAP)
    data = json.loads(to_json(result, per_game=True))
    for name in ("deck_a", "deck_b", "agents", "games", "wins_a", "wins_b", "draws", "capped", "win_rate_a",
                 "win_rate_a_ci95", "average_turns", "decisions_per_second", "games_per_second", "gift", "awaken",
                 "first_player", "per_game"):
        assert name in data, name
    assert data["deck_a"] == "bloomburrow-gift" and data["games"] == 2
    assert set(data["gift"]) >= {"cast", "promised", "promise_rate"}
    assert set(data["awaken"]) >= {"cast", "paid", "rate"}
    assert set(data["first_player"]) >= {"wins", "win_rate", "advantage"}
    assert {"winner_deck", "turns", "decisions", "seconds", "capped", "gift_promised"} <= set(data["per_game"][0])
    assert "per_game" not in result.to_dict(per_game=False)


def test_rich_table_renders() -> None:
    from rich.console import Console

    from manastack.sim.report import print_report

    result = simulate(GREEN, RED, 2, agents=("random", "random"), progress=False, max_decisions=CAP)
    out = io.StringIO()
    print_report(result, Console(file=out, width=100))
    text = out.getvalue()
    assert "win rate of green-stompy" in text and "95% CI" in text and "first-player" in text


def test_plot_writes_png(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from manastack.sim.plot import plot

    result = simulate(GREEN, RED, 2, agents=("random", "random"), progress=False, max_decisions=CAP)
    out = plot(result, tmp_path / "sim.png")
    data = out.read_bytes()
    assert len(data) > 1000 and data.startswith(b"\x89PNG")


# -- gift, awaken and game records ---------------------------------------------------------------------
def test_records_replay_to_the_same_final_state(tmp_path: Path) -> None:
    result = simulate(GIFT, AWAKEN, 3, agents=("heuristic", "random"), seed=5, progress=False,
                      max_decisions=CAP, record_path=tmp_path / "games.jsonl")
    games = replay_file(tmp_path / "games.jsonl")
    assert len(games) == 3
    _, cards_a = resolve_deck(GIFT, "A")
    _, cards_b = resolve_deck(AWAKEN, "B")
    tasks = make_tasks(cards_a, cards_b, 3, ("heuristic", "random"), 5, CAP, record=True)
    for task, replayed, summary in zip(tasks, games, result.games, strict=True):
        original, _ = play_task(task)
        assert replayed.same_as(original)
        assert replayed.state.turn_number == summary.turns
    # the same games, one file per game in a folder
    simulate(GIFT, AWAKEN, 3, agents=("heuristic", "random"), seed=5, progress=False, max_decisions=CAP,
             record_path=str(tmp_path / "each") + "/")
    files = sorted((tmp_path / "each").iterdir())
    assert [f.name for f in files] == ["game-00000.jsonl", "game-00001.jsonl", "game-00002.jsonl"]
    assert all(a.same_as(b) for a, b in zip(replay_file(tmp_path / "each"), games, strict=True))


def test_gift_and_awaken_counts_match_the_recorded_events(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    result = simulate(GIFT, AWAKEN, 2, agents=("random", "random"), seed=3, progress=False, record_path=path,
                      max_decisions=900)
    kinds = [e["kind"] for line in path.read_text().splitlines() for e in json.loads(line).get("events", [])]
    promised = sum(sum(g.gift_promised) for g in result.games)
    paid = sum(sum(g.awaken_paid) for g in result.games)
    assert kinds.count("gift_promised") == promised
    assert kinds.count("awaken_chosen") == paid
    assert sum(sum(g.gift_cast) for g in result.games) >= promised > 0
    assert sum(sum(g.awaken_cast) for g in result.games) >= paid
    assert all(g.gift_cast[1] == 0 and g.awaken_cast[0] == 0 for g in result.games)   # A is gift, B awaken
    # recording does not change the games
    unrecorded = simulate(GIFT, AWAKEN, 2, agents=("random", "random"), seed=3, progress=False, max_decisions=900)
    assert keys(unrecorded) == keys(result)


# -- the command ---------------------------------------------------------------------------------------
def test_sim_command_json(tmp_path: Path) -> None:
    from manastack.sim.cli import sim_command

    outcome = CliRunner().invoke(sim_command, [str(GREEN), str(RED), "-n", "2", "--agents", "random,random",
                                               "--max-decisions", "100", "--json", "--no-progress"])
    assert outcome.exit_code == 0, outcome.output
    data = json.loads(outcome.stdout)
    assert data["games"] == 2 and data["agents"] == ["random", "random"]
    bad = CliRunner().invoke(sim_command, [str(GREEN), str(tmp_path / "missing.txt"), "-n", "1"])
    assert bad.exit_code == 2


@pytest.mark.parametrize("name", ["out.xyz", "out"])
def test_sim_refuses_a_plot_it_cannot_write_before_playing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          name: str) -> None:
    pytest.importorskip("matplotlib")
    from manastack.cli import cli
    from manastack.sim import runner

    played: list[object] = []
    monkeypatch.setattr(runner, "simulate", lambda *args, **kwargs: played.append(args))
    outcome = CliRunner().invoke(cli, ["sim", str(GREEN), str(RED), "-n", "2", "--no-progress",
                                       "--plot", str(tmp_path / name)])
    assert outcome.exit_code == 2, outcome.output
    assert "--plot" in outcome.output and ".png" in outcome.output
    assert played == [] and not (tmp_path / name).exists()
