"""A picture of a ratings run (extra ``manastack[plot]``): each archetype's win rate with its 95% interval,
and the cards' win rates when drawn, best and worst."""

from __future__ import annotations

import os
from pathlib import Path

from manastack.sentences import PLAIN, Naming
from manastack.sentences import reports as words
from manastack.sim.pods import Measurement, Tally
from manastack.sim.runner import wilson

SHOWN_CARDS = 15


def plot(measurement: Measurement, path: str | os.PathLike[str], naming: Naming = PLAIN) -> Path:
    """Write the figure to ``path`` (format from the suffix), its words in the naming's language, and return
    the path."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise RuntimeError("plotting needs matplotlib: pip install 'manastack[plot]'") from None
    figure = Figure(figsize=(12, 5), layout="constrained")
    archetypes, cards = figure.subplots(1, 2)
    _bars(archetypes, sorted(measurement.archetypes.items()), naming.text(words.PLOT_ARCHETYPES))
    ranked = sorted(((n, t) for n, t in measurement.drawn.items() if t.games), key=lambda item: -(item[1].rate or 0))
    _bars(cards, ranked[:SHOWN_CARDS], naming.text(words.PLOT_BEST_DRAWN).format(count=SHOWN_CARDS),
          horizontal=True)
    figure.suptitle(naming.text(words.PLOT_PODS).format(set=measurement.set, pods=measurement.pods,
                                                        games=measurement.games))
    figure.savefig(path)
    return Path(path)


def _bars(axes: object, rows: list[tuple[str, Tally]], title: str, horizontal: bool = False) -> None:
    names = [n for n, _ in rows]
    rates = [t.rate or 0.0 for _, t in rows]
    # clamped at 0: at a rate of 0 or 1 the interval's bound may miss it by a rounding error
    errors = [[max(0.0, r - wilson(t.wins, t.games)[0]) for r, (_, t) in zip(rates, rows, strict=True)],
              [max(0.0, wilson(t.wins, t.games)[1] - r) for r, (_, t) in zip(rates, rows, strict=True)]]
    if horizontal:
        axes.barh(names, rates, xerr=errors)  # type: ignore[attr-defined]
        axes.axvline(0.5, color="grey", linestyle="--", linewidth=0.8)  # type: ignore[attr-defined]
        axes.invert_yaxis()  # type: ignore[attr-defined]
    else:
        axes.bar(names, rates, yerr=errors)  # type: ignore[attr-defined]
        axes.axhline(0.5, color="grey", linestyle="--", linewidth=0.8)  # type: ignore[attr-defined]
    axes.set_title(title)  # type: ignore[attr-defined]
