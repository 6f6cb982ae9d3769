"""``manastack sealed``: open a sealed pool, write it as a deck file, and have the AI build a deck from it.

Registered on the main group like ``sim``. The pool (and deck) go to stdout as a table, or as one JSON
document with ``--json``; the files written are named on stderr. Exit 2 on bad input.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from manastack.language_option import CommandError, UsageError, in_language, language_option
from manastack.sentences import Naming
from manastack.sentences import reports as words
from manastack.types.markers import N_

__all__ = ["draft_command", "ratings_command", "sealed_command"]

_TABLES_LANGUAGE = ("The language of the tables: English, Spanish or Italian (--json keeps its English keys; card "
                    "names stay as printed).")


class _BadInput(CommandError):
    exit_code = 2


@click.command("sealed")
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=0, show_default=True, help="The same set and seed open the same pool.")
@click.option("--build", "build_deck", is_flag=True, help="Have the AI build a 40-card deck from the pool.")
@click.option("--by-hand", is_flag=True,
              help="Build the deck yourself at the terminal (commands on standard input), from the AI's deck.")
@click.option("--out", "out_path", type=click.Path(dir_okay=False), default=None,
              help="Where to write the pool as a deck file [default: sealed-SET-SEED.txt].")
@click.option("--deck-out", "deck_path", type=click.Path(dir_okay=False), default=None,
              help="Where to write the built deck [default: sealed-SET-SEED-deck.txt].")
@click.option("--ratings", "ratings_path", type=click.Path(dir_okay=False), default=None,
              help="Card ratings (from `manastack ratings --json`) for the deck builder.")
@click.option("--json", "as_json", is_flag=True, help="Print the pool (and deck) as JSON.")
@language_option(_TABLES_LANGUAGE.replace("tables", "tables and of --by-hand"))
def sealed_command(set_code: str, seed: int, build_deck: bool, by_hand: bool, out_path: str | None,
                   deck_path: str | None, ratings_path: str | None, as_json: bool, lang: str) -> None:
    """Open six boosters of SET (BLB or BFZ) as a sealed pool."""
    from manastack.cards.pool import CardPool
    from manastack.limited import ratings, sealed
    from manastack.limited.sets import UnknownSet

    try:
        pool = sealed.open_pool(set_code, seed)
        rated = ratings.load(ratings_path) if ratings_path else None
    except (UnknownSet, ratings.RatingsError) as exc:
        raise _BadInput(in_language(exc, lang)) from None
    stem = f"sealed-{pool.set}-{seed}"
    _write(out_path or f"{stem}.txt", pool.text(), lang)
    result: dict[str, Any] = {"pool": pool.to_json()}
    deck = None
    if build_deck or by_hand:
        deck = sealed.build_deck(pool, CardPool.builtin(), rated)
        if by_hand:
            deck = _by_hand(tuple(pool.names), deck, as_json, Naming(lang))
        _write(deck_path or f"{stem}-deck.txt", deck.text(f"{stem}-deck"), lang)
        result["deck"] = sealed.deck_json(pool.set, deck)
    if as_json:
        click.echo(json.dumps(result, indent=2))
    else:
        _print(pool, deck, Naming(lang))


def _by_hand(pool: tuple[str, ...], auto: Any, quiet: bool, naming: Naming, commands: Any = None) -> Any:
    """The deck the person builds from ``pool`` at the terminal, starting from the AI's ``auto`` (its words in the
    naming's language)."""
    import sys

    from rich.console import Console

    from manastack.cards.pool import CardPool
    from manastack.limited.terminal import EndOfInput, TerminalDeckBuilder
    from manastack.ui.terminal import lines

    builder = TerminalDeckBuilder(commands or lines(sys.stdin), Console(stderr=quiet), CardPool.builtin(), auto,
                                  naming)
    try:
        return builder.build(pool)
    except EndOfInput as exc:
        raise _BadInput(exc, naming.lang) from None


def _write(path: str, text: str, lang: str) -> None:
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise _BadInput(UsageError(N_("can't write {path}: {problem}"), path=path, problem=exc.strerror), lang) \
            from None
    click.echo(Naming(lang).text(words.FILE_WRITTEN).format(path=path), err=True)


def _print(pool: Any, deck: Any, naming: Naming) -> None:
    from rich.console import Console
    from rich.table import Table

    from manastack.sentences.catalog import CARD_TYPES

    text = naming.text
    table = Table(title=text(words.SEALED_TITLE).format(set=pool.set, seed=pool.seed))
    for column in words.SEALED_COLUMNS:
        table.add_column(text(column))
    for color, kinds in pool.grouped().items():
        for kind, cards in kinds.items():
            for card in cards:
                name = text(words.FOIL).format(card=card.name) if card.foil else card.name
                table.add_row(text(words.POOL_COLORS.get(color, color)), text(CARD_TYPES.get(kind.lower(), kind)),
                              name, text(words.RARITIES.get(card.rarity, card.rarity)))
    console = Console()
    console.print(table)
    if deck is not None:       # a deck file's header comment, read back by the deck loader as any other
        console.print(deck.text(text(words.AI_DECK)), markup=False, highlight=False)


@click.command("ratings")
@click.argument("set_code", metavar="SET")
@click.option("--pods", type=click.IntRange(min=1), default=20, show_default=True, help="Pods to draft and play.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--workers", "-j", type=click.IntRange(min=1), default=None,
              help="Parallel workers [default: one per CPU].")
@click.option("--backend", type=click.Choice(["process", "ray"]), default="process", show_default=True)
@click.option("--ratings", "ratings_path", type=click.Path(dir_okay=False), default=None,
              help="Draft with these ratings instead of the baseline.")
@click.option("--compare", "compare_path", type=click.Path(dir_okay=False), default=None,
              help="Half the seats draft with these ratings, half with the baseline: who wins?")
@click.option("--out", "out_path", type=click.Path(dir_okay=False), default=None,
              help="Write the measured ratings here (a file for --ratings).")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False), default=None,
              help="Write the archetype and card win rates to this image.")
@click.option("--json", "as_json", is_flag=True, help="Print everything measured as JSON.")
@click.option("--no-progress", is_flag=True, help="No progress bar.")
@language_option(_TABLES_LANGUAGE.replace("tables", "tables and the plot"))
def ratings_command(set_code: str, pods: int, seed: int, workers: int | None, backend: str,
                    ratings_path: str | None, compare_path: str | None, out_path: str | None,
                    plot_path: str | None, as_json: bool, no_progress: bool, lang: str) -> None:
    """Measure card and archetype win rates of SET by drafting and playing pods of AI players."""
    if ratings_path and compare_path:
        raise _BadInput(UsageError(N_("--compare drafts half the seats with the baseline: give it without "
                                       "--ratings")), lang)
    measurement = _measure(set_code, pods, seed, workers, backend, ratings_path, compare_path, no_progress, lang)
    if out_path is not None:
        playable = sorted(measurement.in_deck)
        _write(out_path, json.dumps(measurement.ratings(playable).to_json(), indent=2) + "\n", lang)
    naming = Naming(lang)
    if plot_path is not None:
        _plot(measurement, plot_path, naming)
    if as_json:
        click.echo(json.dumps(measurement.to_json(), indent=2))
    else:
        _print_measurement(measurement, naming)


def _measure(set_code: str, pods: int, seed: int, workers: int | None, backend: str, ratings_path: str | None,
             compare_path: str | None, no_progress: bool, lang: str) -> Any:
    import os

    from manastack.cards.pool import CardPool
    from manastack.limited import ratings
    from manastack.limited.sets import UnknownSet, card_set
    from manastack.sim import pods as measurement

    try:
        cards = CardPool.builtin()
        names = card_set(set_code).names
        base = ratings.baseline(names, cards)
        drafting = ratings.load(ratings_path) if ratings_path else base
        groups = measurement.rating_drafters(drafting)
        if compare_path:
            groups = measurement.versus(("rated", ratings.load(compare_path)), ("baseline", base))
    except (UnknownSet, ratings.RatingsError) as exc:
        raise _BadInput(in_language(exc, lang)) from None
    return measurement.measure(set_code, pods, cards, seed=seed, drafters=groups, backend=backend,
                               workers=workers or os.cpu_count() or 1, progress=False if no_progress else None)


def _plot(measurement: Any, path: str, naming: Naming) -> None:
    from manastack.sim.pod_plot import plot

    try:
        plot(measurement, path, naming)
    except (RuntimeError, ValueError) as exc:
        raise click.ClickException(in_language(exc, naming.lang)) from None
    click.echo(naming.text(words.PLOT_WRITTEN).format(path=path), err=True)


def _print_measurement(m: Any, naming: Naming) -> None:
    from rich.console import Console

    from manastack.sim.pods import standings, tally_table

    console = Console()
    console.print(naming.text(words.MEASURED).format(set=m.set, pods=m.pods, games=m.games, capped=m.capped,
                                                     seconds=f"{m.seconds:.0f}"))
    console.print(standings(m, naming))
    if m.groups:
        console.print(tally_table(naming.text(words.DRAFTER_GROUPS), m.groups, naming=naming))
    best = 25
    console.print(tally_table(naming.text(words.BEST_DRAWN).format(count=best), m.drawn, best, naming))


@click.command("draft")
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=0, show_default=True, help="The same seed opens the same boosters.")
@click.option("--human", is_flag=True, help="Draft seat 1 yourself against seven AI drafters, then play.")
@click.option("--by-hand", is_flag=True, help="With --human: build your deck yourself after the draft.")
@click.option("--ratings", "ratings_path", type=click.Path(dir_okay=False), default=None,
              help="The AI drafters' card ratings (from `manastack ratings --out`) instead of the baseline.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default=".", show_default=True,
              help="Folder for the eight decks (draft-SET-SEED-seatN.txt).")
@click.option("--json", "as_json", is_flag=True, help="Print the picks and decks as JSON.")
@language_option("The language of the seats' summary and, with --human, of the picks, the deck building, and "
                 "the games' trace and questions (--json keeps its English keys; card names stay as printed).")
def draft_command(set_code: str, seed: int, human: bool, by_hand: bool, ratings_path: str | None, out_dir: str,
                  as_json: bool, lang: str) -> None:
    """Booster-draft SET (BLB or BFZ) with eight seats, three boosters each; every seat's deck is built."""
    import sys

    from rich.console import Console

    from manastack.cards.pool import CardPool
    from manastack.limited import draft, ratings
    from manastack.limited.deckbuilding import build
    from manastack.limited.sets import UnknownSet, card_set
    from manastack.limited.terminal import EndOfInput, TerminalDrafter
    from manastack.ui.terminal import lines

    if by_hand and not human:
        raise _BadInput(UsageError(N_("--by-hand goes with --human: the AI seats build their own decks")), lang)
    naming = Naming(lang)
    cards = CardPool.builtin()
    try:
        rated = ratings.load(ratings_path) if ratings_path else ratings.baseline(card_set(set_code).names, cards)
    except (UnknownSet, ratings.RatingsError) as exc:
        raise _BadInput(in_language(exc, lang)) from None
    console = Console(stderr=as_json)
    commands = lines(sys.stdin)
    drafters: list[draft.Drafter] = [draft.RatingDrafter(rated, seed * draft.SEATS + s) for s in range(draft.SEATS)]
    if human:
        drafters[0] = TerminalDrafter(commands, console, cards, rated, naming)
    try:
        result = draft.run_draft(set_code, seed, drafters)
    except EndOfInput as exc:
        raise _BadInput(exc, lang) from None
    decks = [build([c.name for c in picks], cards, rated) for picks in result.picks]
    if by_hand:
        decks[0] = _by_hand(tuple(c.name for c in result.picks[0]), decks[0], as_json, naming, commands)
    files = []
    for seat, deck in enumerate(decks, 1):
        name = f"draft-{result.set}-{seed}-seat{seat}"
        files.append(Path(out_dir) / f"{name}.txt")
        _write(str(files[-1]), deck.text(name), lang)
    if as_json:
        from manastack.limited.sealed import deck_json

        click.echo(json.dumps({"set": result.set, "seed": seed, "seats": [
            {"seat": s, "picks": [c.name for c in picks], "deck": deck_json(result.set, deck)}
            for s, (picks, deck) in enumerate(zip(result.picks, decks, strict=True), 1)]}, indent=2))
    else:
        for seat, deck in enumerate(decks, 1):
            console.print(naming.text(words.DRAFT_SEAT).format(seat=seat, colors=_colors(deck, naming),
                                                               file=files[seat - 1]), markup=False, highlight=False)
    if human:
        _play_drafted(decks, seed, commands, console, naming)


def _colors(deck: Any, naming: Naming) -> str:
    colors = "-".join(c.value for c in deck.colors)
    return naming.text(words.SPLASH).format(colors=colors, splash=deck.splash.value) if deck.splash else colors


def _play_drafted(decks: list[Any], seed: int, commands: Any, console: Any, naming: Naming) -> None:
    """Play the person's deck against the AI seats' decks, one game each, until they stop (the trace and
    questions in the naming's language)."""
    from manastack.agents.heuristic import HeuristicAgent
    from manastack.game import Game
    from manastack.ui.terminal import TerminalSession

    while True:
        console.print(naming.text(words.WHICH_OPPONENT).format(last=len(decks)), end="", markup=False)
        answer = next(commands, "").strip()
        if not answer.isdigit() or not 2 <= int(answer) <= len(decks):
            return
        game = Game.new([decks[0].cards, decks[int(answer) - 1].cards], seed=seed, names=["You", "Opponent"])
        session = TerminalSession(game, 0, {1: HeuristicAgent(seed)}, console, naming.lang)
        if session.run(commands) != "over":
            return
