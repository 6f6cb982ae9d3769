"""The engine benchmark behind ``manastack bench``: random-vs-random games on the bench decks.

Measured, all with :func:`time.perf_counter`:

* decisions/s and games/s over ``games`` games with ``record=False`` (no trace kept);
* the median ``clone()``, ``to_json()`` and ``Game.from_json()`` times on mid-game states (each
  sample is the mean of many back-to-back repetitions, and the median is taken over the samples);
* peak memory: the process's peak resident set size, and the tracemalloc peak of one game;
* decisions/s and games/s on each pair of the checkout's set decks (:mod:`manastack.bench.set_decks`: two
  Battle for Zendikar decks, two Bloomburrow decks), on the same seeds, when the checkout's ``decks/`` has them;
* games/s with 1 and 2 worker processes (each worker gets a share of the seeds and the deck lists);
* the phase.rs peer on the same decks when phase-python is installed, and the ratios ours/peer;
* for research (:mod:`manastack.bench.research`): the PettingZoo environment's steps/s (with the ``rl``
  extra) and the search agent's playouts/s.

The bench decks are the folder named by ``$MANASTACK_BENCH_DIR``, or else found by walking up from the
current directory (then from this package) to a ``shared/bench`` folder, as
:func:`manastack.bench.peer.find_card_data` does for the peer's data.
"""

from __future__ import annotations

import functools
import multiprocessing
import os
import resource
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from manastack.bench.peer import PeerResult
from manastack.bench.set_decks import SET_DECK_PAIRS, find_set_decks, folders_above, load_set_decks

__all__ = [
    "BENCH_DIR_ENV",
    "BENCH_RELPATH",
    "BenchReport",
    "GameTotals",
    "SetDecksRun",
    "find_bench_dir",
    "load_bench_decks",
    "measure_set_deck_pairs",
    "measure_set_decks",
    "midgame_states",
    "play_random_games",
    "run_bench",
    "time_call",
]

#: Where the bench decks live relative to the folder holding the repository checkout.
BENCH_RELPATH = Path("shared") / "bench"

#: An environment variable naming the bench decks' folder, instead of looking for ``shared/bench``.
BENCH_DIR_ENV = "MANASTACK_BENCH_DIR"

#: Decisions after which a game is stopped (and still counted), so a loop cannot hang the bench.
MAX_DECISIONS = 20_000


@dataclass(frozen=True)
class GameTotals(PeerResult):
    """Totals of a run of our games: the same fields and rates as the peer's :class:`PeerResult`."""

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "decisions_per_second": self.decisions_per_second,
                "games_per_second": self.games_per_second}


@dataclass(frozen=True)
class SetDecksRun:
    """One pair of set decks' random games: the decks' names, their files, and the totals (None when the pair
    was not measured, and ``note`` says why)."""

    decks: list[str]
    paths: list[str]
    ours: GameTotals | None
    note: str = ""

    def as_dict(self) -> dict[str, Any]:
        ours = self.ours
        return {"decks": self.decks, "paths": self.paths, "ours": ours.as_dict() if ours else None,
                "decisions_per_second": ours.decisions_per_second if ours else None,
                "games_per_second": ours.games_per_second if ours else None, "note": self.note}


@dataclass
class BenchReport:
    """Everything ``manastack bench`` prints (``as_dict`` is its ``--json`` output)."""

    decks: list[str]
    games: int
    seed: int
    ours: GameTotals
    clone_median_us: float
    to_json_median_us: float | None     # None when saving or loading failed (see ``problems``)
    from_json_median_us: float | None
    save_bytes_median: int
    midgame_states: int
    peak_rss_mb: float
    game_tracemalloc_peak_mb: float
    workers: dict[int, GameTotals] = field(default_factory=dict)
    peer: Any = None              # PeerResult, or None when not run
    peer_note: str = ""           # why the peer was not run, if it was not
    cpus: int = field(default_factory=lambda: os.cpu_count() or 1)
    problems: list[str] = field(default_factory=list)   # measurements that could not be taken, and why
    env_steps_per_second: float | None = None   # None: the rl extra is not installed
    playouts_per_second: float = 0.0
    set_decks: list[SetDecksRun] = field(default_factory=list)    # one per pair of SET_DECK_PAIRS

    def ratios(self) -> dict[str, float] | None:
        """ours / peer for decisions/s and games/s (None without a peer run)."""
        if self.peer is None or not self.peer.decisions_per_second or not self.peer.games_per_second:
            return None
        return {"decisions_per_second": self.ours.decisions_per_second / self.peer.decisions_per_second,
                "games_per_second": self.ours.games_per_second / self.peer.games_per_second}

    def as_dict(self) -> dict[str, Any]:
        peer = None
        if self.peer is not None:
            peer = {**asdict(self.peer), "decisions_per_second": self.peer.decisions_per_second,
                    "games_per_second": self.peer.games_per_second}
        return {
            "decks": self.decks,
            "games": self.games,
            "seed": self.seed,
            "ours": self.ours.as_dict(),
            "decisions_per_second": self.ours.decisions_per_second,
            "games_per_second": self.ours.games_per_second,
            "clone_median_us": self.clone_median_us,
            "to_json_median_us": self.to_json_median_us,
            "from_json_median_us": self.from_json_median_us,
            "save_bytes_median": self.save_bytes_median,
            "midgame_states": self.midgame_states,
            "peak_rss_mb": self.peak_rss_mb,
            "game_tracemalloc_peak_mb": self.game_tracemalloc_peak_mb,
            "workers": {str(n): totals.as_dict() for n, totals in sorted(self.workers.items())},
            "peer": peer,
            "peer_note": self.peer_note,
            "cpus": self.cpus,
            "problems": self.problems,
            "ratios": self.ratios(),
            "env_steps_per_second": self.env_steps_per_second,
            "playouts_per_second": self.playouts_per_second,
            "set_decks": [run.as_dict() for run in self.set_decks],
        }


# -- finding the decks ----------------------------------------------------------------------------
def find_bench_dir(start: Path | None = None, stop: Path | None = None) -> Path | None:
    """The bench decks' folder: ``$MANASTACK_BENCH_DIR`` when set (and holding deck lists), else the first
    ``shared/bench`` folder at or above ``start`` (default: the current directory, then this package's own
    location, so an installed checkout finds its neighbour ``shared/``), looking no higher than ``stop``."""
    override = os.environ.get(BENCH_DIR_ENV)
    if override:
        folder = Path(override)
        return folder.resolve() if _holds_decks(folder) else None
    return next((folder / BENCH_RELPATH for folder in folders_above(start, stop)
                 if _holds_decks(folder / BENCH_RELPATH)), None)


def _holds_decks(folder: Path) -> bool:
    return folder.is_dir() and any(folder.glob("*.txt"))


def load_bench_decks(folder: Path | None = None) -> list[tuple[str, list[str]]]:
    """The bench decks as ``(name, card names)``, sorted by file name (at least two are needed).

    Raises:
        FileNotFoundError: no ``shared/bench`` folder, or fewer than two decks in it.
        manastack.decks.DeckError: a deck file that does not parse (or names an unknown card).
    """
    from manastack.cards.pool import CardPool
    from manastack.decks import load_deck

    folder = folder if folder is not None else find_bench_dir()
    if folder is None:
        raise FileNotFoundError(f"no {BENCH_RELPATH} folder above {Path.cwd()} and no ${BENCH_DIR_ENV}")
    paths = sorted(folder.glob("*.txt"))
    if len(paths) < 2:
        raise FileNotFoundError(f"{folder}: need at least two deck files (*.txt), found {len(paths)}")
    known = list(CardPool.builtin())
    decks = []
    for path in paths[:2]:
        deck = load_deck(path, known)
        decks.append((deck.name, deck.card_names()))
    return decks


# -- playing ------------------------------------------------------------------------------------------
def _seat_decks(decks: Sequence[Sequence[str]], index: int) -> list[list[str]]:
    """Game ``index`` seats the decks in order when even, swapped when odd."""
    first, second = list(decks[0]), list(decks[1])
    return [first, second] if index % 2 == 0 else [second, first]


def play_random_games(decks: Sequence[Sequence[str]], seeds: Sequence[int],
                      on_midgame: Callable[[Any], None] | None = None) -> GameTotals:
    """Play one random-vs-random game per seed (``record=False``) and total them.

    Seats swap with the parity of the seed. ``on_midgame`` (outside the timed region) receives a
    clone of each game taken after half of its decisions, for the clone/save measurements.
    This is the worker function of the multi-process run: it takes only seeds and deck lists.
    """
    from manastack import Game, RandomAgent

    decisions = turns = 0
    seconds = 0.0
    for seed in seeds:
        start = time.perf_counter()
        game = Game.new(_seat_decks(decks, seed), seed=seed, record=False)
        agents = (RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2))
        snapshots: list[tuple[int, Any]] = []
        count = 0
        while count < MAX_DECISIONS:
            decision = game.state.decision
            if decision is None or game.state.game_over:
                break
            legal = game.legal_actions()
            game.apply(agents[decision.player].choose(game, legal))
            count += 1
            if on_midgame is not None and count % 64 == 0:
                paused = time.perf_counter()
                snapshots.append((count, game.clone()))
                start += time.perf_counter() - paused   # not part of the timed play
        seconds += time.perf_counter() - start
        decisions += count
        turns += game.state.turn_number
        if on_midgame is not None and snapshots:
            middle = min(snapshots, key=lambda snap: abs(snap[0] - count / 2))
            on_midgame(middle[1])
    return GameTotals(len(seeds), decisions, seconds, turns)


def midgame_states(decks: Sequence[Sequence[str]], seeds: Sequence[int]) -> list[Any]:
    """Mid-game ``Game`` objects (record=False) from random games on ``seeds``."""
    states: list[Any] = []
    play_random_games(decks, seeds, on_midgame=states.append)
    return states


def time_call(fn: Callable[[], Any], repeat: int = 7, target_seconds: float = 0.02) -> float:
    """Median seconds per call: ``repeat`` samples, each the mean over a batch sized to ~target_seconds."""
    fn()
    batch = 1
    while True:
        start = time.perf_counter()
        for _ in range(batch):
            fn()
        elapsed = time.perf_counter() - start
        if elapsed >= target_seconds or batch >= 1 << 16:
            break
        batch *= 2
    samples = [elapsed / batch]
    for _ in range(repeat - 1):
        start = time.perf_counter()
        for _ in range(batch):
            fn()
        samples.append((time.perf_counter() - start) / batch)
    return statistics.median(samples)


def _quiet(_message: str) -> None:
    pass


def measure_set_decks(seeds: Sequence[int], pair: Sequence[Path], paths: list[Path] | None,
                      say: Callable[[str], None] = _quiet) -> SetDecksRun:
    """Random games on the set decks ``pair`` (relative paths), whose files are ``paths`` (None: they were not
    found), the same way as on the bench decks; a pair that cannot be played is not measured, and says why."""
    from manastack.decks import DeckError

    names = [relative.stem for relative in pair]
    if paths is None:
        wanted = ", ".join(str(p) for p in pair)
        return SetDecksRun(names, [], None, (
            f"set decks not measured: no folder at or above {Path.cwd()} (or the manastack package) "
            f"holds {wanted}; run from a checkout of the repository"))
    say(f"playing {len(seeds)} random games on the set decks ({', '.join(p.stem for p in paths)})")
    files = [str(path) for path in paths]
    try:
        named = load_set_decks(paths)
        decks = [cards for _, cards in named]
        play_random_games(decks, [min(seeds, default=0) - 1])   # warm-up: these decks' cards, not counted
        totals = play_random_games(decks, seeds)
    except (DeckError, OSError) as exc:
        return SetDecksRun(names, files, None, f"set decks not measured: {exc}")
    except Exception as exc:  # an engine error on these decks must not hide the other measurements
        return SetDecksRun(names, files, None,
                           f"set decks not measured: a game failed: {type(exc).__name__}: {exc}")
    return SetDecksRun([name for name, _ in named], files, totals)


def measure_set_deck_pairs(seeds: Sequence[int], say: Callable[[str], None] = _quiet) -> list[SetDecksRun]:
    """:func:`measure_set_decks` on each pair of :data:`SET_DECK_PAIRS`, found from the current directory."""
    return [measure_set_decks(seeds, pair, find_set_decks(pair), say) for pair in SET_DECK_PAIRS]


def _warm_worker() -> None:
    from manastack.cards.pool import CardPool

    CardPool.builtin()


def _worker_share(args: tuple[list[list[str]], list[int]]) -> GameTotals:
    decks, seeds = args
    return play_random_games(decks, seeds)


def run_workers(decks: Sequence[Sequence[str]], seeds: Sequence[int], workers: int) -> GameTotals:
    """Play ``seeds`` spread over ``workers`` processes; ``seconds`` is the wall time of the play
    (the processes are started and warmed up first, outside the timing)."""
    shares = [list(seeds[i::workers]) for i in range(workers)]
    payload = [([list(d) for d in decks], share) for share in shares if share]
    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    with context.Pool(workers, initializer=_warm_worker) as pool:
        pool.map(_warm_worker_task, range(workers))   # make sure every worker is up
        start = time.perf_counter()
        results = pool.map(_worker_share, payload)
        wall = time.perf_counter() - start
    return GameTotals(sum(r.games for r in results), sum(r.decisions for r in results), wall,
                      sum(r.turns for r in results))


def _warm_worker_task(_: int) -> None:
    _warm_worker()


def _peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024   # bytes on macOS, KiB on Linux


def _tracemalloc_peak_mb(decks: Sequence[Sequence[str]], seed: int) -> float:
    tracemalloc.start()
    try:
        play_random_games(decks, [seed])
        return tracemalloc.get_traced_memory()[1] / (1024 * 1024)
    finally:
        tracemalloc.stop()


def run_bench(games: int = 20, seed: int = 0, *, peer_games: int | None = None, workers: Sequence[int] = (1, 2),
              samples: int = 8, bench_dir: Path | None = None,
              progress: Callable[[str], None] | None = None) -> BenchReport:
    """Run the whole benchmark (see the module docstring); ``progress`` gets one line per stage."""
    from manastack import Game
    from manastack.bench.peer import find_card_data, peer_available, run_peer_games

    say: Callable[[str], None] = progress or _quiet
    named = load_bench_decks(bench_dir)
    names = [name for name, _ in named]
    decks = [cards for _, cards in named]
    seeds = [seed + i for i in range(games)]

    say(f"playing {games} random games on {' vs '.join(names)} (record=False)")
    play_random_games(decks, [seed - 1])   # warm-up (imports, caches), not counted
    ours = play_random_games(decks, seeds)
    set_runs = measure_set_deck_pairs(seeds, say)

    say("timing clone / to_json / from_json on mid-game states")
    states = midgame_states(decks, [seed + 10_000 + i for i in range(max(1, samples))])
    clone_t: list[float] = []
    save_t: list[float] = []
    load_t: list[float] = []
    sizes: list[int] = []
    problems: list[str] = []
    for game in states:
        clone_t.append(time_call(game.clone))
        try:
            text = game.to_json()
            sizes.append(len(text))
            save_t.append(time_call(game.to_json, repeat=5))
            load_t.append(time_call(functools.partial(Game.from_json, text), repeat=5))
        except Exception as exc:  # a save bug must not hide the other measurements
            problems.append(f"save/load failed on a mid-game state: {type(exc).__name__}: {exc}")

    from manastack.bench.research import env_steps_per_second, playouts_per_second

    say("timing the PettingZoo environment and the search agent")
    env_rate = env_steps_per_second(decks, seeds[:max(1, games // 4)])
    playout_rate = playouts_per_second(decks, seed)

    say("measuring memory")
    game_peak = _tracemalloc_peak_mb(decks, seed)

    totals: dict[int, GameTotals] = {}
    for n in workers:
        say(f"playing {games} games with {n} worker process{'es' if n > 1 else ''}")
        totals[n] = run_workers(decks, seeds, n)

    peer = None
    note = ""
    if peer_available():
        card_data = find_card_data()
        if card_data is None:
            here = Path(__file__).resolve()
            card_data = find_card_data(here)
        if card_data is None:
            note = "phase-python is installed but shared/peers/phase-card-data.json was not found"
        else:
            count = games if peer_games is None else peer_games
            if count > 0:
                say(f"playing {count} random games on the peer (phase-python)")
                try:
                    peer = run_peer_games(decks[0], decks[1], count, seed, card_data)
                except Exception as exc:  # the peer is optional: report, don't fail the bench
                    note = f"peer failed: {type(exc).__name__}: {exc}"
            else:
                note = "peer skipped (--peer-games 0)"
    else:
        note = "phase-python not installed (pip install manastack[peer])"

    return BenchReport(
        decks=names, games=games, seed=seed, ours=ours,
        clone_median_us=statistics.median(clone_t) * 1e6 if clone_t else 0.0,
        to_json_median_us=statistics.median(save_t) * 1e6 if save_t else None,
        from_json_median_us=statistics.median(load_t) * 1e6 if load_t else None,
        save_bytes_median=int(statistics.median(sizes)) if sizes else 0,
        midgame_states=len(states),
        peak_rss_mb=_peak_rss_mb(), game_tracemalloc_peak_mb=game_peak,
        workers=totals, peer=peer, peer_note=note, problems=problems[:1],
        env_steps_per_second=env_rate, playouts_per_second=playout_rate,
        set_decks=set_runs,
    )
