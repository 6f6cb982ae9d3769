"""Playing one game of a simulation: the task (seeds, deck lists, agent names, user card files) and its result.

A task carries the text of the user card files of the games' pool, never pickled definitions: a worker
validates them again, once per process (``worker_pool``).

Both the simulator (``sim.runner``) and the backends that run tasks in workers (``sim.backends``) use
these, so they live below both.
"""

from __future__ import annotations

import importlib
import io
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from manastack.types.costs import AwakenPaid, GiftPromise

#: Decisions after which a game is stopped and counted as capped.
DEFAULT_MAX_DECISIONS = 5_000

#: Agent names known to the simulator: "module:Class" (imported lazily, so a missing module only fails when used).
AGENTS: dict[str, str] = {
    "random": "manastack.agents.random_agent:RandomAgent",
    "heuristic": "manastack.agents.heuristic:HeuristicAgent",
    "mcts": "manastack.agents.mcts:MctsAgent",
}

if TYPE_CHECKING:
    from manastack.cards.pool import CardPool

CardFiles = tuple[tuple[str, str], ...]   # user card files as (source, text): what a worker rebuilds a pool from


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
    cards: CardFiles = ()                      # the user card files of the games' pool


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
    drawn: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())   # by deck: the cards that left its library
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
        for name in ("gift_cast", "gift_promised", "awaken_cast", "awaken_paid", "drawn"):
            data[name] = [list(x) if isinstance(x, tuple) else x for x in data[name]]
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
    from manastack.game import Game
    from manastack.types.actions import CastSpell

    pool = worker_pool(task.cards)
    start, cpu_start = time.perf_counter(), time.process_time()
    game = Game.new([list(d) for d in task.decks], seed=task.seed, names=["Player 1", "Player 2"],
                    record=task.record, cards=pool)
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
        definition = obj.definition
        deck = side[seat]
        if definition.keyword("gift") is not None:
            gift_cast[deck] += 1
            gift_promised[deck] += any(isinstance(r, GiftPromise) for r in obj.costs)
        if definition.keyword("awaken") is not None:
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
            card = state.objects[action.card]
            definition = card.definition
            if any(definition.keyword(k) is not None for k in ("gift", "awaken")):
                tracked = (state.next_id, decision.player, card.card)   # CR 601.2a: the spell is the next new object
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
        drawn=_left_libraries(state, task, side), record=None if buffer is None else buffer.getvalue(),
    )


def _left_libraries(state: Any, task: GameTask, side: tuple[int, int]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """By deck, the names of its cards no longer in its library: drawn (or milled, or searched for) — what
    a "win rate when drawn" counts."""
    by_deck: list[tuple[str, ...]] = [(), ()]
    for seat, deck in enumerate(task.decks):
        left = Counter(deck)
        left.subtract(state.objects[i].card for i in state.players[seat].library)
        by_deck[side[seat]] = tuple(sorted(left.elements()))
    return by_deck[0], by_deck[1]


# -- statistics -------------------------------------------------------------------------------------


_LAST_POOL: list[tuple[CardFiles, CardPool]] = []   # a worker serves one simulation: keep its pool only


def worker_pool(files: CardFiles) -> CardPool:
    """The card pool for a task's card files, built (and validated) once per worker process, not per game."""
    from manastack.cards.pool import CardPool

    if not files:
        return CardPool.builtin()
    if not _LAST_POOL or _LAST_POOL[0][0] != files:
        _LAST_POOL[:] = [(files, CardPool.from_files(list(files)))]
    return _LAST_POOL[0][1]
