"""``manastack sim``: simulate many games between two decks (also ``python -m manastack.sim``).

Register it on the main group with ``cli.add_command(sim_command, "sim")``. Results go to stdout (a table, or
one JSON document with ``--json``); the progress bar and status lines go to stderr.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

import click

from manastack.language_option import CommandError, UsageError, in_language, language_option
from manastack.types.markers import N_

if TYPE_CHECKING:
    from manastack.sentences import Naming

__all__ = ["main", "sim_command"]


class _BadInput(CommandError):
    exit_code = 2


@click.command("sim")
@click.argument("decks", nargs=-1, metavar="DECK_A DECK_B | SET")
@click.option("--format", "game_format", type=click.Choice(["constructed", "draft"]), default="constructed",
              show_default=True, help="draft: draft pods of SET and play each pod's decks round-robin.")
@click.option("--pods", type=click.IntRange(min=1), default=10, show_default=True, help="With --format draft.")
@click.option("--games", "-n", type=click.IntRange(min=1), default=100, show_default=True, help="Games to play.")
@click.option("--agents", default="heuristic,random", show_default=True,
              help="Deck A's and deck B's agents, comma-separated (random, heuristic, mcts or module:Class).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the first pair of games.")
@click.option("--workers", "-j", type=click.IntRange(min=1), default=1, show_default=True, help="Parallel workers.")
@click.option("--backend", type=click.Choice(["process", "ray"]), default="process", show_default=True)
@click.option("--max-decisions", type=click.IntRange(min=1), default=None,
              help="Stop a game after this many decisions (counted as capped).")
@click.option("--record", "record_path", type=click.Path(), default=None,
              help="Save every game as JSON Lines: one file, or a folder (ending in /) with a file per game.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False), default=None,
              help="Write the win rate (with its 95% band) and a game-length histogram to this image.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@click.option("--per-game", is_flag=True, help="With --json: include every game's result.")
@click.option("--no-progress", is_flag=True, help="No progress bar.")
@click.option("--cards", "card_files", multiple=True, type=click.Path(dir_okay=False),
              help="A card file (YAML, like the built-in cards) added for this run; repeatable.")
@language_option("The language of the tables and the plot: English, Spanish or Italian (--json keeps its "
                 "English keys; deck and card names stay as they are).")
def sim_command(decks: tuple[str, ...], game_format: str, pods: int, games: int, agents: str, seed: int,
                workers: int, backend: str, max_decisions: int | None, record_path: str | None,
                plot_path: str | None, as_json: bool, per_game: bool, no_progress: bool,
                card_files: tuple[str, ...], lang: str) -> None:
    """Simulate GAMES games of DECK_A against DECK_B (paired seeds, seats swapped every other game); or, with
    --format draft, a tournament of AI-drafted decks of SET: each pod's eight decks play round-robin."""
    from manastack.sentences import Naming

    naming = Naming(lang)
    if game_format == "draft":
        if len(decks) != 1:
            raise _BadInput(UsageError(N_("--format draft takes one set code (BLB or BFZ)")), lang)
        _draft_tournament(decks[0], pods, seed, workers, backend, max_decisions, as_json, no_progress, naming)
        return
    if len(decks) != 2:
        raise _BadInput(UsageError(N_("give two deck files (got {count})"), count=len(decks)), lang)
    deck_a, deck_b = decks
    from manastack.cards.loader import CardFileError
    from manastack.cards.pool import CardPool, UnknownCardError
    from manastack.decks import DeckError
    from manastack.sentences.reports import PLOT_WRITTEN, RECORDS_WRITTEN
    from manastack.sim.report import print_report, to_json
    from manastack.sim.runner import DEFAULT_MAX_DECISIONS, simulate

    names = tuple(a.strip() for a in agents.split(","))
    if len(names) != 2 or not all(names):
        raise _BadInput(UsageError(N_("--agents needs two names separated by a comma, got {agents!r}"),
                                  agents=agents), lang)
    if plot_path is not None:
        _check_plot_path(plot_path, lang)
    try:
        pool = CardPool.builtin().with_files(card_files)
        result = simulate(deck_a, deck_b, games, agents=names, seed=seed, workers=workers, backend=backend,
                          record_path=record_path, progress=False if no_progress else None,
                          max_decisions=max_decisions or DEFAULT_MAX_DECISIONS, cards=pool)
    except (DeckError, UnknownCardError, CardFileError, ValueError, FileNotFoundError) as exc:
        raise _BadInput(in_language(exc, naming.lang)) from None
    except RuntimeError as exc:
        raise click.ClickException(str(exc)) from None
    if plot_path is not None:
        from manastack.sim.plot import plot

        try:
            plot(result, plot_path, naming)
        except RuntimeError as exc:
            raise click.ClickException(str(exc)) from None
        click.echo(naming.text(PLOT_WRITTEN).format(path=plot_path), err=True)
    if record_path is not None:
        click.echo(naming.text(RECORDS_WRITTEN).format(path=record_path), err=True)
    if as_json:
        click.echo(to_json(result, per_game=per_game))
    else:
        print_report(result, naming=naming)


def _draft_tournament(set_code: str, pods: int, seed: int, workers: int, backend: str, max_decisions: int | None,
                      as_json: bool, no_progress: bool, naming: Naming) -> None:
    """The archetype standings of ``pods`` drafted pods (``sim.pods``)."""
    import json

    from rich.console import Console

    from manastack.cards.pool import CardPool
    from manastack.limited.sets import UnknownSet
    from manastack.sim.games import DEFAULT_MAX_DECISIONS
    from manastack.sim.pods import measure, standings

    try:
        result = measure(set_code, pods, CardPool.builtin(), seed=seed, workers=workers, backend=backend,
                         progress=False if no_progress else None,
                         max_decisions=max_decisions or DEFAULT_MAX_DECISIONS)
    except UnknownSet as exc:
        raise _BadInput(in_language(exc, naming.lang)) from None
    if as_json:
        click.echo(json.dumps({k: v for k, v in result.to_json().items() if k not in ("in_deck", "drawn", "ratings")},
                              indent=2))
    else:
        Console().print(standings(result, naming))


def _check_plot_path(path: str, lang: str) -> None:
    """An image the plot cannot be written as is refused before any game is played."""
    from manastack.sim.plot import check_plot_path

    try:
        check_plot_path(path)
    except ValueError as exc:
        raise _BadInput(exc, lang) from None
    except RuntimeError as exc:
        raise click.ClickException(str(exc)) from None


def main(argv: Sequence[str] | None = None) -> None:
    sim_command.main(args=list(argv) if argv is not None else sys.argv[1:], prog_name="python -m manastack.sim")
