"""Helpers for judge tests: write a scenario to a temporary file and run the judge on it."""

from __future__ import annotations

import io
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from manastack.judge.cli import run_judge


@dataclass
class Run:
    code: int
    out: str
    err: str


@pytest.fixture
def judge(tmp_path: Path) -> Callable[..., Run]:
    """``judge(yaml_text, check=True, as_json=False, verbose=False)`` → exit code, stdout, stderr."""
    counter = iter(range(1000))

    def run(text: str, check: bool = True, as_json: bool = False, verbose: bool = False) -> Run:
        path = tmp_path / f"s{next(counter)}.yaml"
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        out, err = io.StringIO(), io.StringIO()
        code = run_judge([str(path)], check=check, as_json=as_json, verbose=verbose, out=out, err=err)
        return Run(code, out.getvalue(), err.getvalue())

    return run
