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

Tasks carry only seeds, deck lists and agent names (never games); see :mod:`manastack.sim.backends`.
"""

from __future__ import annotations

import importlib
import io
import math
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from manastack.types.costs import AwakenPaid, GiftPromise

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

#: Decisions after which a game is stopped and counted as capped.
DEFAULT_MAX_DECISIONS = 5_000

#: Agent names known to the simulator: "module:Class" (imported lazily, so a missing module only fails when used).
AGENTS: dict[str, str] = {
    "random": "manastack.agents.random_agent:RandomAgent",
    "heuristic": "manastack.agents.heuristic:HeuristicAgent",
    "mcts": "manastack.agents.mcts:MctsAgent",
}

DeckSpec = Any  # a path, a decks.Deck, a list of card names, or a (name, card names) pair


# -- tasks and per-game results ---------------------------------------------------------------------
@dataclass(frozen=True)
class GameTask:
    """One game to play: plain data only (sent to worker processes / Ray tasks)."""

    index: int
    seed: int
    swapped: bool                              # deck A sits in seat 1
    decks: tuple[tuple[str, ...], tuple[str, ...]]   # by seat
    agents: tuple[str, str]                    # by seat
    agent_seeds: tuple[int, int]               # by seat
    max_decisions: int
    record: bool = False


@dataclass
class GameResult:
    """What one game produced. ``record`` is the game's JSON Lines record when recording was asked for."""

    index: int
    seed: int
    swapped: bool
    winner_seat: int | None
    winner_deck: str | None                    # "A", "B" or None (draw or capped)
    turns: int
    decisions: int
    seconds: float
    cpu_seconds: float                         # CPU time of the worker process (robust to a busy machine)
    capped: bool
    first_player_won: bool | None              # None when nobody won
    gift_cast: tuple[int, int] = (0, 0)        # by deck (A, B)
    gift_promised: tuple[int, int] = (0, 0)
    awaken_cast: tuple[int, int] = (0, 0)
    awaken_paid: tuple[int, int] = (0, 0)
    record: str | None = field(default=None, repr=False)

    def key(self) -> tuple[Any, ...]:
        """Everything but the timing: equal keys mean the same game was played."""
        data = asdict(self)
        data.pop("seconds")
        data.pop("cpu_seconds")
        data.pop("record")
        return tuple(sorted(data.items()))

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("record")
        for name in ("gift_cast", "gift_promised", "awaken_cast", "awaken_paid"):
            data[name] = list(data[name])
        return data


# -- agents -----------------------------------------------------------------------------------------
def make_agent(name: str, seed: int) -> Any:
    """An agent by name (``random``, ``heuristic`` or ``package.module:Class``), seeded."""
    target = AGENTS.get(name, name)
    if ":" not in target:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(sorted(AGENTS))}, or 'module:Class')")
    module_name, class_name = target.split(":", 1)
    try:
        cls = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError) as exc:
        raise ValueError(f"agent {name!r} is not available: {exc}") from None
    return cls(seed)


# -- playing one game -------------------------------------------------------------------------------
def run_game(task: GameTask) -> GameResult:
    """Play one game to its end (or to the decision cap) and measure it."""
    return play_task(task)[1]


def play_task(task: GameTask) -> tuple[Any, GameResult]:
    """Play one game and return it (a ``Game``) with its result."""
    from manastack.cards.database import all_cards
    from manastack.game import Game
    from manastack.types.actions import CastSpell

    cards = all_cards()
    start, cpu_start = time.perf_counter(), time.process_time()
    game = Game.new([list(d) for d in task.decks], seed=task.seed, names=["Player 1", "Player 2"],
                    record=task.record)
    state = game.state
    agents = [make_agent(name, seed) for name, seed in zip(task.agents, task.agent_seeds, strict=True)]
    buffer = io.StringIO() if task.record else None
    writer = None
    if buffer is not None:
        from manastack.game_records import RecordWriter

        writer = RecordWriter(buffer, game)
    side = (1, 0) if task.swapped else (0, 1)           # seat -> deck side (0 = A)
    gift_cast, gift_promised, awaken_cast, awaken_paid = [0, 0], [0, 0], [0, 0], [0, 0]
    pending: tuple[int, int, str] | None = None         # (spell id, seat, name) of a gift/awaken spell being cast

    def settle(spell_id: int, seat: int, name: str) -> None:
        obj = state.objects.get(spell_id) or state.lki.get(spell_id)
        if obj is None or obj.card != name or obj.face_down:
            return
        definition = cards.get(obj.card)
        if definition is None:
            return
        deck = side[seat]
        if definition.gift is not None:
            gift_cast[deck] += 1
            gift_promised[deck] += any(isinstance(r, GiftPromise) for r in obj.costs)
        if definition.awaken is not None:
            awaken_cast[deck] += 1
            awaken_paid[deck] += any(isinstance(r, AwakenPaid) for r in obj.costs)

    decisions = 0
    while decisions < task.max_decisions:
        decision = state.decision
        if decision is None or state.game_over:
            break
        legal = game.legal_actions()
        action = agents[decision.player].choose(game, legal)
        tracked = None
        if isinstance(action, CastSpell):
            name = state.objects[action.card].card
            definition = cards.get(name)
            if definition is not None and (definition.gift is not None or definition.awaken is not None):
                tracked = (state.next_id, decision.player, name)   # CR 601.2a: the spell is the next new object
        game.apply(action)
        decisions += 1
        if writer is not None:
            writer.action(action)
        if tracked is not None:
            pending = tracked
        if pending is not None and (state.casting is None or state.casting.object != pending[0]):
            settle(*pending)
            pending = None
    if pending is not None:
        settle(*pending)
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    if writer is not None:
        writer.result()
    outcome = game.outcome()
    winner = None if outcome is None else outcome.winner
    return game, GameResult(
        index=task.index, seed=task.seed, swapped=task.swapped, winner_seat=winner,
        winner_deck=None if winner is None else "AB"[side[winner]], turns=state.turn_number,
        decisions=decisions, seconds=seconds, cpu_seconds=cpu_seconds, capped=outcome is None,
        first_player_won=None if winner is None else winner == state.starting_player,
        gift_cast=(gift_cast[0], gift_cast[1]), gift_promised=(gift_promised[0], gift_promised[1]),
        awaken_cast=(awaken_cast[0], awaken_cast[1]), awaken_paid=(awaken_paid[0], awaken_paid[1]),
        record=None if buffer is None else buffer.getvalue(),
    )


# -- statistics -------------------------------------------------------------------------------------
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
def resolve_deck(spec: DeckSpec, default_name: str) -> tuple[str, tuple[str, ...]]:
    """(name, card names) from a deck file path, a ``decks.Deck``, a list of names or a (name, names) pair."""
    from manastack.decks import Deck, load_deck

    if isinstance(spec, (str, os.PathLike)):
        from manastack.cards.database import all_cards

        deck = load_deck(spec, list(all_cards()))
        return deck.name, tuple(deck.card_names())
    if isinstance(spec, Deck):
        return spec.name, tuple(spec.card_names())
    if isinstance(spec, tuple) and len(spec) == 2 and isinstance(spec[0], str) and not isinstance(spec[1], str):
        return spec[0], tuple(spec[1])
    return default_name, tuple(spec)


def make_tasks(deck_a: Sequence[str], deck_b: Sequence[str], games: int, agents: tuple[str, str], seed: int,
               max_decisions: int, record: bool = False) -> list[GameTask]:
    """The games of a simulation: pairs with the same seed, the second of each pair with the seats swapped."""
    tasks = []
    a, b = tuple(deck_a), tuple(deck_b)
    for index in range(games):
        game_seed = seed + index // 2
        swapped = index % 2 == 1
        side_seeds = (game_seed * 2 + 1, game_seed * 2 + 2)     # agent seeds by side (A, B)
        if swapped:
            tasks.append(GameTask(index, game_seed, True, (b, a), (agents[1], agents[0]),
                                  (side_seeds[1], side_seeds[0]), max_decisions, record))
        else:
            tasks.append(GameTask(index, game_seed, False, (a, b), (agents[0], agents[1]),
                                  side_seeds, max_decisions, record))
    return tasks


# -- the entry point --------------------------------------------------------------------------------
def simulate(deck_a: DeckSpec, deck_b: DeckSpec, games: int, agents: Sequence[str] = ("heuristic", "random"),
             seed: int = 0, workers: int = 1, backend: str = "process",
             record_path: str | os.PathLike[str] | None = None,
             progress: bool | Callable[[int, int], None] | None = None,
             max_decisions: int = DEFAULT_MAX_DECISIONS) -> SimResult:
    """Play ``games`` games of deck A against deck B and summarise them.

    ``agents`` name the agents of deck A and deck B. ``backend`` is ``"process"`` (a multiprocessing pool;
    ``workers=1`` plays in this process) or ``"ray"``. ``record_path`` saves every game as JSON Lines: into
    that one file (games one after another) unless it is an existing folder or ends with ``/``, in which case
    one ``game-NNNNN.jsonl`` per game goes into the folder. ``progress``: None/True shows a progress bar on
    stderr when it is a terminal, False never; a callable is called with (done, total) instead.
    """
    from manastack.sim.backends import run_tasks

    if games < 0:
        raise ValueError("games must be at least 0")
    if len(agents) != 2:
        raise ValueError("give two agent names: deck A's and deck B's")
    agent_names = (str(agents[0]), str(agents[1]))
    for name in agent_names:
        make_agent(name, 0)   # fail early on an unknown agent
    name_a, cards_a = resolve_deck(deck_a, "deck A")
    name_b, cards_b = resolve_deck(deck_b, "deck B")
    _check_cards(cards_a + cards_b)
    tasks = make_tasks(cards_a, cards_b, games, agent_names, seed, max_decisions, record=record_path is not None)
    start = time.perf_counter()
    results = run_tasks(tasks, backend=backend, workers=workers, progress=progress)
    wall = time.perf_counter() - start
    results.sort(key=lambda r: r.index)
    if record_path is not None:
        write_records(results, record_path)
    return SimResult(name_a, name_b, agent_names, seed, max(1, workers), backend, max_decisions, wall, results)


def _check_cards(names: Sequence[str]) -> None:
    """Unknown card names fail here, in this process, naming the card."""
    from manastack.cards.database import find

    for name in set(names):
        find(name)


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
