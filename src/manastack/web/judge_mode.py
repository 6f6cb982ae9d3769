"""Judge mode in the browser: a scenario (spec ``scenario-format.md``) played one action at a time, with the
trace and each expectation's result as it is checked. The judge sees everything, as ``manastack judge`` does; the
trace is written in the session's language, or the one a request asks for."""

from __future__ import annotations

import dataclasses
import secrets
import threading
from dataclasses import dataclass, field
from typing import Any

from manastack.judge.expect import evaluate
from manastack.judge.runner import Runner
from manastack.judge.schema import ExpectStep, Scenario, parse_scenario
from manastack.judge.setup import build_state
from manastack.judge.trace import text_lines
from manastack.judge.yaml_lines import MAX_BYTES, ScenarioError
from manastack.sentences import Naming
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.web.tables import TableError


@dataclass
class JudgeSession:
    """One scenario being stepped through: ``done`` actions played so far; ``checks`` every expectation result."""

    id: str
    scenario: Scenario
    runner: Runner
    source: list[str]                # the scenario's lines, to show each action and expectation as written
    lang: str = "en"                 # the language of its trace unless a request asks for another
    done: int = 0
    checks: list[dict[str, Any]] = field(default_factory=list)
    error: ScenarioError | None = None   # what stopped the scenario, written in the view's language
    finished: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)

    def step(self) -> None:
        """Play the next action (an ``expect`` step checks its expectations), or, after the last, the final
        expectations."""
        with self.lock:
            if self.finished:
                raise TableError(409, N_("the scenario is finished"))
            actions = self.scenario.actions
            try:
                if self.done < len(actions):
                    self._play(actions[self.done])
                    self.done += 1
                else:
                    self._check(None, evaluate(self.runner.state, self.scenario.file, self.scenario.expect),
                                self.scenario.expect)
                    self.finished = True
            except ScenarioError as exc:
                self.error = exc
                self.finished = True

    def _play(self, action: Any) -> None:
        before = len(self.runner.failures)
        self.runner.step(action)
        if isinstance(action, ExpectStep):
            self._check(self.done + 1, self.runner.failures[before:], action.expectations)

    def _check(self, step: int | None, failures: list[Explained], expectations: Any) -> None:
        """``step``: the number of the ``expect`` step checked, or None for the final expectations."""
        self.checks.append({"where": "final" if step is None else f"step {step}", "step": step,
                            "expectations": [self._written(e) for e in expectations],
                            "failures": [str(f) for f in failures],
                            "ok": not failures})

    def _written(self, item: Any) -> str:
        """An action or expectation as the scenario writes it (its YAML line), else its fields."""
        line = getattr(item, "line", 0)
        if 0 < line <= len(self.source):
            return self.source[line - 1].strip().removeprefix("- ")
        return _action_text(item)

    def view(self, lang: str | None = None) -> dict[str, Any]:
        """What the page shows, the trace in ``lang`` (default: the session's language)."""
        actions = self.scenario.actions
        naming = Naming(lang or self.lang)
        return {
            "id": self.id, "title": self.scenario.title, "done": self.done, "total": len(actions),
            "actions": [self._written(a) for a in actions], "finished": self.finished,
            "error": self.error.text(naming) if self.error is not None else "",
            "checks": self.checks, "trace": text_lines(self.runner.state, naming=naming),
            "source": "\n".join(self.source),
            "status": "error" if self.error else ("fail" if any(not c["ok"] for c in self.checks) else
                                                  ("pass" if self.finished else "playing")),
        }


def _action_text(action: Any) -> str:
    """``cast: card=Shock, by=Ana, targets=('Bruno',)``: the action's fields that were given."""
    given = [f"{f.name}={getattr(action, f.name)!r}" for f in dataclasses.fields(action)
             if f.name not in ("line", "index") and getattr(action, f.name) not in (None, (), False, "")]
    return f"{type(action).__name__.lower()}: {', '.join(given)}"


class JudgeSessions:
    """Every scenario being stepped through, by id."""

    def __init__(self) -> None:
        self.sessions: dict[str, JudgeSession] = {}

    def open(self, text: str, file: str = "scenario.yaml", lang: str = "en") -> JudgeSession:
        """Load a scenario from its text; ``file`` names it in messages (card files it lists are relative to it);
        ``lang`` is the language of its trace."""
        if len(text.encode("utf-8")) > MAX_BYTES:
            raise TableError(400, N_("the scenario is too large: more than {limit} bytes"), limit=MAX_BYTES)
        try:
            scenario = parse_scenario(text, file)
            runner = Runner(scenario, build_state(scenario))
        except ScenarioError as exc:
            raise TableError(400, exc) from None
        session = JudgeSession(secrets.token_urlsafe(8), scenario, runner, text.splitlines(), lang)
        self.sessions[session.id] = session
        return session

    def get(self, session_id: str) -> JudgeSession:
        session = self.sessions.get(session_id)
        if session is None:
            raise TableError(404, N_("no judge session {session!r}"), session=session_id)
        return session
