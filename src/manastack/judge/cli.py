"""``manastack judge [--check] [--json] [--verbose] [--lang es] FILE…`` (spec ``scenario-format.md``, "Exit codes").

:func:`run_judge` plays each file, prints its trace (text, or one JSON object per scenario with ``--json``), with
``--check`` a last summary line (on stderr after ``--json``, so stdout stays JSON Lines), and
returns the worst exit code: 0 every scenario played (and, with ``--check``, every expectation held), 1 an
expectation failed, 2 a scenario could not be played. Bad input never prints a traceback.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections import Counter
from typing import TYPE_CHECKING, Any, TextIO

from manastack.judge.play import EXIT_CODES, ScenarioResult, play_scenario
from manastack.judge.schema import load_scenario
from manastack.judge.yaml_lines import ScenarioError
from manastack.sentences import PLAIN, Naming
from manastack.types.explained import Explained
from manastack.types.markers import N_, Plural

if TYPE_CHECKING:
    from manastack.cards.pool import CardPool

# The words of the report; ``PASS``, ``FAIL``, ``FAILED`` and ``ERROR`` start its lines in every language.
SUMMARY = Plural("{total} scenario: {passed} passed, {failed} failed, {errors} errors",
                 "{total} scenarios: {passed} passed, {failed} failed, {errors} errors")
NOT_PLAYED = N_("(the scenario could not be played)")
NOT_HELD = N_("{count} expectation(s) did not hold")


def run_judge(files: list[str], check: bool, as_json: bool, verbose: bool,
              out: TextIO | None = None, err: TextIO | None = None, cards: CardPool | None = None,
              lang: str = "en") -> int:
    """Play every file; the exit code is the worst of them (0, 1 or 2). ``cards`` is the card pool (``--cards``
    files on top of the built-in cards) every scenario starts from; ``lang`` the trace's language."""
    naming = Naming(lang)
    out = out or sys.stdout
    err = err or sys.stderr
    if not files:
        print("manastack judge: give at least one scenario file", file=err)
        return 2
    statuses: Counter[str] = Counter()
    for file in files:
        result = judge_file(file, check, cards)
        statuses[result.status] += 1
        if as_json:
            print(json.dumps(_as_json(file, result, verbose, naming), ensure_ascii=False), file=out)
        else:
            _print_text(file, result, check, verbose, out, err, naming)
    if check:   # after --json, stdout stays one JSON object a line: the summary goes to stderr
        print(summary_line(statuses, naming), file=err if as_json else out)
    return max(EXIT_CODES[status] for status in statuses)


def summary_line(statuses: Counter[str], naming: Naming = PLAIN) -> str:
    """``187 scenarios: 185 passed, 1 failed, 1 errors``: the last line of ``judge --check``."""
    total = sum(statuses.values())
    return naming.form(SUMMARY, total).format(total=total, passed=statuses["pass"], failed=statuses["fail"],
                                              errors=statuses["error"])


def judge_file(file: str, check: bool, cards: CardPool | None = None) -> ScenarioResult:
    """Load and play one file; any failure becomes an ``error`` result, never an exception."""
    try:
        scenario = load_scenario(file)
    except ScenarioError as exc:
        return ScenarioResult(None, error=exc)
    except Exception as exc:  # never a traceback for bad input
        return ScenarioResult(None, error=ScenarioError(file, None, None, N_("cannot read the scenario: {problem}"),
                                                        problem=str(exc)))
    try:
        return play_scenario(scenario, check, cards)
    except Exception as exc:  # an engine bug must not become a traceback for the user
        detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
        error = ScenarioError(file, None, None, N_("internal error while playing (a bug in manastack): {problem}"),
                              problem=detail)
        return ScenarioResult(scenario, error=error)


def _as_json(file: str, result: ScenarioResult, verbose: bool, naming: Naming) -> dict[str, Any]:
    failures = [failure.text(naming) for failure in result.failures]
    if result.error is not None:
        failures.append(result.error.text(naming))
    return {
        "file": file,
        "title": result.scenario.title if result.scenario else None,
        "status": result.status,
        "failures": failures,
        "trace": result.trace_json(verbose, naming),
    }


def _print_text(file: str, result: ScenarioResult, check: bool, verbose: bool, out: TextIO, err: TextIO,
                naming: Naming) -> None:
    title = result.scenario.title if result.scenario else ""
    print(f"== {file}" + (f": {title}" if title else ""), file=out)
    for line in result.trace_lines(verbose, naming):
        print(line, file=out)
    if result.error is not None:
        print(f"ERROR {result.error.text(naming)}", file=err)
        print(f"ERROR {naming.text(NOT_PLAYED)}", file=out)
        return
    for failure in result.failures:
        print(f"FAIL {failure.text(naming)}", file=out)
    if check:
        failed = Explained(NOT_HELD, count=len(result.failures)).text(naming)
        print(f"FAILED: {failed}" if result.failures else "PASS", file=out)
