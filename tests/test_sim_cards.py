"""Simulations with a user's card file: every backend's workers get the file's text with each task (never
pickled definitions) and rebuild the pool themselves, so they play the same games as this process."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.cards.pool import CardPool
from manastack.sim.backends import ray_available, run_tasks
from manastack.sim.runner import make_tasks, simulate

CARDS = Path(__file__).resolve().parents[1] / "examples" / "cards" / "kindled-spirits.yaml"
KINDLED = ("Mountain",) * 10 + ("Cinder Caller",) * 6 + ("Kindle the Spark",) * 4
BEARS = ("Forest",) * 12 + ("Grizzly Bears",) * 8


def tasks() -> list:
    files = tuple(CardPool.builtin().with_file(CARDS).user_files)
    return make_tasks(KINDLED, BEARS, 4, ("heuristic", "random"), seed=2, max_decisions=400, cards=files)


def keys(results: list) -> list:
    return [r.key() for r in sorted(results, key=lambda r: r.index)]


def test_tasks_carry_the_card_files_text() -> None:
    assert all(t.cards == ((str(CARDS), CARDS.read_text(encoding="utf-8")),) for t in tasks())


def test_worker_processes_play_the_same_games_as_this_process() -> None:
    serial = run_tasks(tasks(), backend="process", workers=1, progress=False)
    assert keys(run_tasks(tasks(), backend="process", workers=2, progress=False)) == keys(serial)


@pytest.mark.skipif(not ray_available(), reason="ray is not installed (extra manastack[ray])")
def test_ray_tasks_play_the_same_games_as_this_process() -> None:
    serial = run_tasks(tasks(), backend="process", workers=1, progress=False)
    assert keys(run_tasks(tasks(), backend="ray", workers=2, progress=False)) == keys(serial)


def test_simulate_needs_the_pool_that_defines_the_decks_cards() -> None:
    from manastack.cards.pool import UnknownCardError

    with pytest.raises(UnknownCardError, match="unknown card"):
        simulate(list(KINDLED), list(BEARS), 2, progress=False)
    result = simulate(list(KINDLED), list(BEARS), 2, progress=False, max_decisions=400,
                      cards=CardPool.builtin().with_file(CARDS))
    assert result.n == 2
