"""Every test runs on the repository's own copies of the bench decks, never on folders above the checkout."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from manastack.bench.runner import BENCH_DIR_ENV

BENCH_COPIES = Path(__file__).resolve().parents[1] / "decks"
BENCH_DECKS = ("green-stompy.txt", "red-aggro.txt")   # the decks of shared/bench (tests/test_sim.py compares)


@pytest.fixture(autouse=True, scope="session")
def _bench_decks_from_the_repository(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """``$MANASTACK_BENCH_DIR`` names a folder holding just the two bench decks, copied from ``decks/``."""
    folder = tmp_path_factory.mktemp("bench")
    for name in BENCH_DECKS:
        shutil.copyfile(BENCH_COPIES / name, folder / name)
    before = os.environ.get(BENCH_DIR_ENV)
    os.environ[BENCH_DIR_ENV] = str(folder)
    yield
    if before is None:
        del os.environ[BENCH_DIR_ENV]
    else:
        os.environ[BENCH_DIR_ENV] = before
