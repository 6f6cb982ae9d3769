"""A picture of a simulation (extra ``manastack[plot]``): deck A's running win rate with its Wilson 95%
band over the games played, and a histogram of game lengths in turns."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from manastack.sentences import PLAIN, Naming
from manastack.sentences import reports as words
from manastack.types.explained import Explained
from manastack.types.markers import N_

if TYPE_CHECKING:
    from manastack.sim.runner import SimResult

__all__ = ["check_plot_path", "plot"]

_NEEDS_MATPLOTLIB = "plotting needs matplotlib: pip install 'manastack[plot]'"


class PlotPathError(Explained, ValueError):
    """A ``--plot`` path whose suffix names no image format matplotlib writes."""


def check_plot_path(path: str | os.PathLike[str]) -> None:
    """Refuse, before any game is played, a path whose suffix names no image format matplotlib writes.

    Raises:
        ValueError: no suffix, or one that is not a supported format (the message lists those).
        RuntimeError: matplotlib is not installed.
    """
    try:
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        raise RuntimeError(_NEEDS_MATPLOTLIB) from None
    formats = sorted(FigureCanvasBase.get_supported_filetypes())
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in formats:
        given = Explained(N_("'.{suffix}' is not an image format"), suffix=suffix) if suffix else \
            Explained(N_("the file name has no suffix"))
        raise PlotPathError(N_("--plot {path}: {given}; use one of {formats}"), path=os.fspath(path), given=given,
                            formats=tuple("." + f for f in formats))


def plot(result: SimResult, path: str | os.PathLike[str], naming: Naming = PLAIN) -> Path:
    """Write the figure to ``path`` (the format follows the suffix, e.g. ``.png``), its words in the naming's
    language, and return the path."""
    text = naming.text
    try:
        from matplotlib.figure import Figure  # no pyplot: the figure draws itself, whatever the backend
        from matplotlib.ticker import MaxNLocator
    except ImportError:
        raise RuntimeError(_NEEDS_MATPLOTLIB) from None

    figure = Figure(figsize=(10, 4), layout="constrained")
    rate_axes, turns_axes = figure.subplots(1, 2)

    rows = [(n, rate, low, high) for n, rate, low, high in result.running_win_rate() if rate is not None]
    if rows:
        games = [r[0] for r in rows]
        rate_axes.fill_between(games, [r[2] for r in rows], [r[3] for r in rows], alpha=0.25,
                               label=text(words.PLOT_BAND))
        rate_axes.plot(games, [r[1] for r in rows], label=text(words.PLOT_WIN_RATE_OF).format(deck=result.deck_a))
    rate_axes.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
    rate_axes.set_ylim(0, 1)
    rate_axes.set_xlabel(text(words.PLOT_GAMES_PLAYED))
    rate_axes.set_ylabel(text(words.PLOT_WIN_RATE))
    rate_axes.set_title(text(words.MATCH_TITLE).format(deck_a=result.deck_a, agent_a=result.agents[0],
                                                       deck_b=result.deck_b, agent_b=result.agents[1]))
    rate_axes.legend(loc="lower right")

    turns = [g.turns for g in result.games]
    if turns:
        bins = range(min(turns), max(turns) + 2)
        turns_axes.hist(turns, bins=list(bins), edgecolor="black", linewidth=0.5)
    turns_axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    turns_axes.set_xlabel(text(words.PLOT_TURNS))
    turns_axes.set_ylabel(text(words.PLOT_GAMES))
    turns_axes.set_title(text(words.PLOT_LENGTH).format(games=result.n, capped=result.capped))

    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(out, dpi=100)
    return out
