"""Smoke test of the training example (``examples/train_reinforce.py``): a few episodes run and move the weights."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_reinforce.py"


def test_a_few_training_episodes_run() -> None:
    spec = importlib.util.spec_from_file_location("train_reinforce", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    result = module.train(episodes=3, evaluation=1, seed=1)
    assert 0.0 <= result["before"] <= 1.0 and 0.0 <= result["after"] <= 1.0
    assert any(weight != 0 for weight in result["theta"].values())
