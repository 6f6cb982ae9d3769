"""Where the games of a simulation run: in this process, in a multiprocessing pool, or on Ray.

All backends run the same :func:`manastack.sim.games.run_game` on the same :class:`GameTask` values
(seeds, deck lists, agent names and user card files as text: never games), so for the same tasks they produce
the same results; the caller sorts them by game index.

* ``process``: ``workers == 1`` plays in this process; more workers use a ``multiprocessing`` pool whose
  initializer loads the built-in cards (and imports the agents) once per worker; a task's user card files are
  validated once per worker too.
* ``ray`` (extra ``manastack[ray]``): each game is a Ray remote task. Connects to ``RAY_ADDRESS`` when it is
  set, else starts a local instance with ``num_cpus=workers`` (and shuts it down afterwards).
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import Any

from manastack.sim.games import AGENTS, GameResult, GameTask, run_game

__all__ = ["BACKENDS", "run_tasks"]

BACKENDS = ("process", "ray")

ProgressArg = bool | Callable[[int, int], None] | None


def run_tasks(tasks: Sequence[GameTask], backend: str = "process", workers: int = 1,
              progress: ProgressArg = None) -> list[GameResult]:
    """Run every task on ``backend`` and return the results (in completion order)."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
    workers = max(1, int(workers))
    with _progress(len(tasks), progress) as tick:
        if backend == "ray":
            return _run_ray(tasks, workers, tick)
        if workers == 1 or len(tasks) <= 1:
            return _run_serial(tasks, tick)
        return _run_pool(tasks, workers, tick)


# -- progress ---------------------------------------------------------------------------------------
@contextmanager
def _progress(total: int, progress: ProgressArg) -> Iterator[Callable[[], None]]:
    """A ``tick()`` per finished game: a callback, a rich bar on stderr (when it is a terminal), or nothing."""
    done = 0
    if callable(progress):
        callback = progress

        def tick_callback() -> None:
            nonlocal done
            done += 1
            callback(done, total)

        yield tick_callback
        return
    if progress is False or not _stderr_is_tty():
        yield lambda: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    bar = Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                   console=Console(stderr=True), transient=True)
    with bar:
        task_id = bar.add_task("games", total=total)
        yield lambda: bar.advance(task_id)


def _stderr_is_tty() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


# -- in this process --------------------------------------------------------------------------------
def _run_serial(tasks: Sequence[GameTask], tick: Callable[[], None]) -> list[GameResult]:
    _init_worker()
    results = []
    for task in tasks:
        results.append(run_game(task))
        tick()
    return results


# -- multiprocessing --------------------------------------------------------------------------------
def _init_worker() -> None:
    """Load the built-in cards and import the agents once per worker process."""
    import importlib

    from manastack.cards.pool import CardPool

    CardPool.builtin()
    for target in AGENTS.values():
        with suppress(ImportError):
            importlib.import_module(target.split(":", 1)[0])


def _run_pool(tasks: Sequence[GameTask], workers: int, tick: Callable[[], None]) -> list[GameResult]:
    context = multiprocessing.get_context(os.environ.get("MANASTACK_MP_START") or None)
    results = []
    with context.Pool(processes=min(workers, len(tasks)), initializer=_init_worker) as pool:
        for result in pool.imap_unordered(run_game, tasks, chunksize=1):
            results.append(result)
            tick()
    return results


# -- Ray --------------------------------------------------------------------------------------------
def ray_available() -> bool:
    try:
        import ray  # noqa: F401
    except ImportError:
        return False
    return True


def _run_ray(tasks: Sequence[GameTask], workers: int, tick: Callable[[], None]) -> list[GameResult]:
    try:
        import ray
    except ImportError:
        raise RuntimeError("the ray backend needs Ray: pip install 'manastack[ray]'") from None
    started = False
    if not ray.is_initialized():
        address = os.environ.get("RAY_ADDRESS")
        options: dict[str, Any] = {"ignore_reinit_error": True, "log_to_driver": False,
                                   "include_dashboard": False}
        if address:
            ray.init(address=address, **options)
        else:
            ray.init(num_cpus=workers, **options)
        started = True
    try:
        remote_game = ray.remote(num_cpus=1)(_ray_game)
        pending = [remote_game.remote(task) for task in tasks]
        results: list[GameResult] = []
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            results.extend(ray.get(ready))
            for _ in ready:
                tick()
        return results
    finally:
        if started:
            ray.shutdown()


def _ray_game(task: GameTask) -> GameResult:
    _init_worker()  # cheap after the first task in a worker: the cards are loaded once per process
    return run_game(task)
