"""Simulating many games between two decks: ``simulate(deck_a, deck_b, games)``.

Games come in pairs: game ``i`` uses the game seed ``seed + i // 2``, and the odd game of each pair swaps
the seats (deck A sits in seat 1 and deck B in seat 0), so each deck plays the same shuffle seed from both
seats. Seat 0 always starts (CR 103.1 is settled by the seating), which makes ``first_player`` the seat-0
player. Each agent belongs to its deck: ``agents[0]`` plays deck A and ``agents[1]`` deck B, seeded from
the game seed and the side.

Every game is played to its end or to ``max_decisions`` decisions (a *capped* game, counted separately).
Per game the runner collects the winner (seat and deck), turns, decisions, seconds, first-player win,
and for each deck how many gift spells it cast and promised the gift with (CR 702.174a) and how many
awaken spells it cast and cast for their awaken cost (CR 702.113a). These are read from the cast spell's
cost records (``GiftPromise``, ``AwakenPaid``), so they work with ``record=False``.

Tasks carry only seeds, deck lists, agent names and the text of the user card files (never games or pickled
definitions); a worker validates those files again, once per process. See :mod:`manastack.sim.backends`.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from manastack.sim.backends import run_tasks
from manastack.sim.games import (
    AGENTS,
    DEFAULT_MAX_DECISIONS,
    CardFiles,
    GameResult,
    GameTask,
    make_agent,
    play_task,
    run_game,
)

__all__ = [
    "AGENTS",
    "DEFAULT_MAX_DECISIONS",
    "GameResult",
    "GameTask",
    "SimResult",
    "make_agent",
    "make_tasks",
    "play_task",
    "resolve_deck",
    "run_game",
    "simulate",
    "wilson",
]

if TYPE_CHECKING:
    from manastack.cards.pool import CardPool

DeckSpec = Any  # a path, a decks.Deck, a list of card names, or a (name, card names) pair


def wilson(successes: float, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a proportion; (0, 1) with no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rate(num: int, den: int) -> float | None:
    return num / den if den else None


@dataclass
class SimResult:
    """The results of a simulation, with per-game results in game order.

    The win rate of deck A is over decided games (wins A / (wins A + wins B)); draws and capped
    games are counted but left out of it. The first-player advantage is the first player's win rate
    over decided games minus one half.
    """

    deck_a: str
    deck_b: str
    agents: tuple[str, str]
    seed: int
    workers: int
    backend: str
    max_decisions: int
    wall_seconds: float
    games: list[GameResult]

    # -- counts ------------------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.games)

    @property
    def wins_a(self) -> int:
        return sum(g.winner_deck == "A" for g in self.games)

    @property
    def wins_b(self) -> int:
        return sum(g.winner_deck == "B" for g in self.games)

    @property
    def capped(self) -> int:
        return sum(g.capped for g in self.games)

    @property
    def draws(self) -> int:
        return sum(g.winner_seat is None and not g.capped for g in self.games)

    @property
    def decided(self) -> int:
        return self.wins_a + self.wins_b

    # -- rates -------------------------------------------------------------------------------------
    @property
    def win_rate_a(self) -> float | None:
        return _rate(self.wins_a, self.decided)

    @property
    def win_rate_a_ci(self) -> tuple[float, float]:
        return wilson(self.wins_a, self.decided)

    @property
    def average_turns(self) -> float | None:
        return _rate(sum(g.turns for g in self.games), self.n)

    @property
    def average_decisions(self) -> float | None:
        return _rate(sum(g.decisions for g in self.games), self.n)

    @property
    def game_seconds(self) -> float:
        """Time spent playing, summed over games (CPU-side: excludes scheduling)."""
        return sum(g.seconds for g in self.games)

    @property
    def decisions_per_second(self) -> float | None:
        """Decisions per second of game time (one worker's speed)."""
        total = sum(g.decisions for g in self.games)
        return total / self.game_seconds if self.game_seconds > 0 else None

    @property
    def decisions_per_cpu_second(self) -> float | None:
        """Decisions per CPU second of the workers (less sensitive to other load on the machine)."""
        cpu = sum(g.cpu_seconds for g in self.games)
        return sum(g.decisions for g in self.games) / cpu if cpu > 0 else None

    @property
    def games_per_second(self) -> float | None:
        """Games per wall-clock second, all workers together."""
        return self.n / self.wall_seconds if self.wall_seconds > 0 else None

    def _sum(self, name: str, deck: int | None = None) -> int:
        return sum(getattr(g, name)[d] for g in self.games for d in ((0, 1) if deck is None else (deck,)))

    def gift_promise_rate(self, deck: int | None = None) -> float | None:
        """Promised gifts per gift spell cast (by deck 0 = A, 1 = B, or both)."""
        return _rate(self._sum("gift_promised", deck), self._sum("gift_cast", deck))

    def awaken_rate(self, deck: int | None = None) -> float | None:
        """Awaken costs paid per awaken spell cast (by deck 0 = A, 1 = B, or both)."""
        return _rate(self._sum("awaken_paid", deck), self._sum("awaken_cast", deck))

    @property
    def first_player_wins(self) -> int:
        return sum(bool(g.first_player_won) for g in self.games)

    @property
    def first_player_win_rate(self) -> float | None:
        return _rate(self.first_player_wins, self.decided)

    @property
    def first_player_advantage(self) -> float | None:
        rate = self.first_player_win_rate
        return None if rate is None else rate - 0.5

    def running_win_rate(self) -> list[tuple[int, float | None, float, float]]:
        """(games played, deck A's win rate, Wilson low, Wilson high) after each game, in game order."""
        rows: list[tuple[int, float | None, float, float]] = []
        wins = decided = 0
        for number, g in enumerate(self.games, 1):
            if g.winner_deck is not None:
                decided += 1
                wins += g.winner_deck == "A"
            low, high = wilson(wins, decided)
            rows.append((number, _rate(wins, decided), low, high))
        return rows

    def to_dict(self, per_game: bool = True) -> dict[str, Any]:
        """A JSON-ready summary (and the per-game results unless ``per_game=False``)."""
        low, high = self.win_rate_a_ci
        fp_low, fp_high = wilson(self.first_player_wins, self.decided)
        data: dict[str, Any] = {
            "deck_a": self.deck_a, "deck_b": self.deck_b, "agents": list(self.agents), "seed": self.seed,
            "backend": self.backend, "workers": self.workers, "max_decisions": self.max_decisions,
            "games": self.n, "wins_a": self.wins_a, "wins_b": self.wins_b, "draws": self.draws,
            "capped": self.capped, "decided": self.decided,
            "win_rate_a": self.win_rate_a, "win_rate_a_ci95": [low, high],
            "average_turns": self.average_turns, "average_decisions": self.average_decisions,
            "decisions_per_second": self.decisions_per_second,
            "decisions_per_cpu_second": self.decisions_per_cpu_second, "games_per_second": self.games_per_second,
            "wall_seconds": self.wall_seconds,
            "gift": {"cast": [self._sum("gift_cast", 0), self._sum("gift_cast", 1)],
                     "promised": [self._sum("gift_promised", 0), self._sum("gift_promised", 1)],
                     "promise_rate": self.gift_promise_rate(),
                     "promise_rate_by_deck": [self.gift_promise_rate(0), self.gift_promise_rate(1)]},
            "awaken": {"cast": [self._sum("awaken_cast", 0), self._sum("awaken_cast", 1)],
                       "paid": [self._sum("awaken_paid", 0), self._sum("awaken_paid", 1)],
                       "rate": self.awaken_rate(),
                       "rate_by_deck": [self.awaken_rate(0), self.awaken_rate(1)]},
            "first_player": {"wins": self.first_player_wins, "win_rate": self.first_player_win_rate,
                             "win_rate_ci95": [fp_low, fp_high], "advantage": self.first_player_advantage},
        }
        if per_game:
            data["per_game"] = [g.to_dict() for g in self.games]
        return data


# -- decks and tasks --------------------------------------------------------------------------------
def resolve_deck(spec: DeckSpec, default_name: str, cards: CardPool | None = None) -> tuple[str, tuple[str, ...]]:
    """(name, card names) from a deck file path, a ``decks.Deck``, a list of names or a (name, names) pair;
    a deck file's names are checked against ``cards`` (default: the built-in cards)."""
    from manastack.decks import Deck, load_deck

    if isinstance(spec, (str, os.PathLike)):
        from manastack.cards.pool import CardPool

        deck = load_deck(spec, list(cards if cards is not None else CardPool.builtin()))
        return deck.name, tuple(deck.card_names())
    if isinstance(spec, Deck):
        return spec.name, tuple(spec.card_names())
    if isinstance(spec, tuple) and len(spec) == 2 and isinstance(spec[0], str) and not isinstance(spec[1], str):
        return spec[0], tuple(spec[1])
    return default_name, tuple(spec)


def make_tasks(deck_a: Sequence[str], deck_b: Sequence[str], games: int, agents: tuple[str, str], seed: int,
               max_decisions: int, record: bool = False, cards: CardFiles = ()) -> list[GameTask]:
    """The games of a simulation: pairs with the same seed, the second of each pair with the seats swapped."""
    tasks = []
    a, b = tuple(deck_a), tuple(deck_b)
    for index in range(games):
        game_seed = seed + index // 2
        swapped = index % 2 == 1
        side_seeds = (game_seed * 2 + 1, game_seed * 2 + 2)     # agent seeds by side (A, B)
        if swapped:
            tasks.append(GameTask(index, game_seed, True, (b, a), (agents[1], agents[0]),
                                  (side_seeds[1], side_seeds[0]), max_decisions, record, cards))
        else:
            tasks.append(GameTask(index, game_seed, False, (a, b), (agents[0], agents[1]),
                                  side_seeds, max_decisions, record, cards))
    return tasks


# -- the entry point --------------------------------------------------------------------------------
def simulate(deck_a: DeckSpec, deck_b: DeckSpec, games: int, agents: Sequence[str] = ("heuristic", "random"),
             seed: int = 0, workers: int = 1, backend: str = "process",
             record_path: str | os.PathLike[str] | None = None,
             progress: bool | Callable[[int, int], None] | None = None,
             max_decisions: int = DEFAULT_MAX_DECISIONS, cards: CardPool | None = None) -> SimResult:
    """Play ``games`` games of deck A against deck B and summarise them.

    ``agents`` name the agents of deck A and deck B. ``backend`` is ``"process"`` (a multiprocessing pool;
    ``workers=1`` plays in this process) or ``"ray"``. ``record_path`` saves every game as JSON Lines: into
    that one file (games one after another) unless it is an existing folder or ends with ``/``, in which case
    one ``game-NNNNN.jsonl`` per game goes into the folder. ``progress``: None/True shows a progress bar on
    stderr when it is a terminal, False never; a callable is called with (done, total) instead. ``cards`` is
    the games' card pool (default: the built-in cards); its user card files go to the workers as text.
    """
    from manastack.cards.pool import CardPool

    pool = cards if cards is not None else CardPool.builtin()
    if games < 0:
        raise ValueError("games must be at least 0")
    if len(agents) != 2:
        raise ValueError("give two agent names: deck A's and deck B's")
    agent_names = (str(agents[0]), str(agents[1]))
    for name in agent_names:
        make_agent(name, 0)   # fail early on an unknown agent
    name_a, cards_a = resolve_deck(deck_a, "deck A", pool)
    name_b, cards_b = resolve_deck(deck_b, "deck B", pool)
    for name in dict.fromkeys(cards_a + cards_b):   # in deck order: the first unknown card is named
        pool.find(name)     # an unknown card fails here, in this process, naming the card
    tasks = make_tasks(cards_a, cards_b, games, agent_names, seed, max_decisions, record=record_path is not None,
                       cards=tuple(pool.user_files))
    start = time.perf_counter()
    results = run_tasks(tasks, backend=backend, workers=workers, progress=progress)
    wall = time.perf_counter() - start
    results.sort(key=lambda r: r.index)
    if record_path is not None:
        write_records(results, record_path)
    return SimResult(name_a, name_b, agent_names, seed, max(1, workers), backend, max_decisions, wall, results)


def write_records(results: Sequence[GameResult], path: str | os.PathLike[str]) -> list[Path]:
    """Save the games' records: into one file, or one file per game when ``path`` is a folder."""
    target = Path(path)
    as_folder = target.is_dir() or str(path).endswith(("/", os.sep))
    written: list[Path] = []
    if as_folder:
        target.mkdir(parents=True, exist_ok=True)
        for r in results:
            out = target / f"game-{r.index:05d}.jsonl"
            out.write_text(r.record or "", encoding="utf-8")
            written.append(out)
    else:
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            for r in results:
                handle.write(r.record or "")
        written.append(target)
    return written
