"""Presenting a simulation: a rich table for people, JSON for programs."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from manastack.sentences import PLAIN, Naming
from manastack.sentences.catalog import Sentence
from manastack.sentences.reports import MATCH_ROWS, MATCH_TITLE
from manastack.types.markers import Plural

if TYPE_CHECKING:
    from rich.table import Table

    from manastack.sim.runner import SimResult

__all__ = ["print_report", "table", "to_json"]


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:.1f}%"


def _num(value: float | None, digits: int = 1) -> str:
    return "—" if value is None else f"{value:,.{digits}f}"


def _points(result: SimResult) -> str:
    advantage = result.first_player_advantage
    return "—" if advantage is None else f"{advantage * 100:+.1f}"


def table(result: SimResult, naming: Naming = PLAIN) -> Table:
    """The summary as a two-column rich table, in the naming's language."""
    from rich.table import Table

    low, high = result.win_rate_a_ci
    grid = Table(title=naming.text(MATCH_TITLE).format(deck_a=result.deck_a, agent_a=result.agents[0],
                                                       deck_b=result.deck_b, agent_b=result.agents[1]),
                 show_header=False, title_justify="left")
    grid.add_column("measure", style="bold")
    grid.add_column("value", justify="right")
    values: dict[str, dict[str, object]] = {
        "games": {"games": result.n, "seed": result.seed},
        "results": {"wins_a": result.wins_a, "wins_b": result.wins_b, "draws": result.draws,
                    "capped": result.capped},
        "win_rate": {"deck": result.deck_a, "rate": _pct(result.win_rate_a), "low": _pct(low), "high": _pct(high)},
        "turns": {"value": _num(result.average_turns)},
        "decisions": {"value": _num(result.average_decisions)},
        "speed": {"wall": _num(result.decisions_per_second, 0), "cpu": _num(result.decisions_per_cpu_second, 0)},
        "games_per_second": {"rate": _num(result.games_per_second, 2), "backend": result.backend,
                             "workers": result.workers},
        "gift": {"a": _pct(result.gift_promise_rate(0)), "b": _pct(result.gift_promise_rate(1))},
        "awaken": {"a": _pct(result.awaken_rate(0)), "b": _pct(result.awaken_rate(1))},
        "first_player": {"rate": _pct(result.first_player_win_rate), "points": _points(result)},
    }
    for row, (label, value) in MATCH_ROWS.items():
        facts = values[row]
        grid.add_row(naming.text(label).format_map(facts), _written(value, facts, naming))
    return grid


def _written(template: Sentence, facts: dict[str, object], naming: Naming) -> str:
    """A row's value: its template (a plural one in the form its count asks for) with the row's facts."""
    if isinstance(template, Plural):
        count = facts[template.count]
        return naming.form(template, count if isinstance(count, int) else 0).format_map(facts)
    return naming.text(template).format_map(facts)


def print_report(result: SimResult, console: Any = None, naming: Naming = PLAIN) -> None:
    """Print the table (to stdout unless a rich ``console`` is given), in the naming's language."""
    if console is None:
        from rich.console import Console

        console = Console(highlight=False)
    console.print(table(result, naming))


def to_json(result: SimResult, per_game: bool = False, indent: int | None = 2) -> str:
    """The summary (and, with ``per_game``, every game's result) as JSON."""
    return json.dumps(result.to_dict(per_game=per_game), indent=indent)
