"""Presenting a simulation: a rich table for people, JSON for programs."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

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


def table(result: SimResult) -> Table:
    """The summary as a two-column rich table."""
    from rich.table import Table

    low, high = result.win_rate_a_ci
    grid = Table(title=f"{result.deck_a} ({result.agents[0]}) vs {result.deck_b} ({result.agents[1]})",
                 show_header=False, title_justify="left")
    grid.add_column("measure", style="bold")
    grid.add_column("value", justify="right")
    rows = [
        ("games", f"{result.n} (seed {result.seed}, paired, seats swapped)"),
        ("wins A / B / draws / capped", f"{result.wins_a} / {result.wins_b} / {result.draws} / {result.capped}"),
        (f"win rate of {result.deck_a}", f"{_pct(result.win_rate_a)}  (95% CI {_pct(low)}–{_pct(high)})"),
        ("average turns", _num(result.average_turns)),
        ("average decisions", _num(result.average_decisions)),
        ("decisions/s per worker (wall / CPU)",
         f"{_num(result.decisions_per_second, 0)} / {_num(result.decisions_per_cpu_second, 0)}"),
        ("games/s (wall)", f"{_num(result.games_per_second, 2)}  ({result.backend}, {result.workers} workers)"),
        ("gift promise rate A / B",
         f"{_pct(result.gift_promise_rate(0))} / {_pct(result.gift_promise_rate(1))}"),
        ("awaken rate A / B", f"{_pct(result.awaken_rate(0))} / {_pct(result.awaken_rate(1))}"),
        ("first-player win rate", f"{_pct(result.first_player_win_rate)}  (advantage {_points(result)} pts)"),
    ]
    for label, value in rows:
        grid.add_row(label, value)
    return grid


def print_report(result: SimResult, console: Any = None) -> None:
    """Print the table (to stdout unless a rich ``console`` is given)."""
    if console is None:
        from rich.console import Console

        console = Console(highlight=False)
    console.print(table(result))


def to_json(result: SimResult, per_game: bool = False, indent: int | None = 2) -> str:
    """The summary (and, with ``per_game``, every game's result) as JSON."""
    return json.dumps(result.to_dict(per_game=per_game), indent=indent)
