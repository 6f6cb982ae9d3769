"""``manastack sealed``: open a sealed pool, write it as a deck file, and have the AI build a deck from it.

Registered on the main group like ``sim``. The pool (and deck) go to stdout as a table, or as one JSON
document with ``--json``; the files written are named on stderr. Exit 2 on bad input.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

__all__ = ["sealed_command"]


class _BadInput(click.ClickException):
    exit_code = 2


@click.command("sealed")
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=0, show_default=True, help="The same set and seed open the same pool.")
@click.option("--build", "build_deck", is_flag=True, help="Have the AI build a 40-card deck from the pool.")
@click.option("--out", "out_path", type=click.Path(dir_okay=False), default=None,
              help="Where to write the pool as a deck file [default: sealed-SET-SEED.txt].")
@click.option("--deck-out", "deck_path", type=click.Path(dir_okay=False), default=None,
              help="Where to write the built deck [default: sealed-SET-SEED-deck.txt].")
@click.option("--ratings", "ratings_path", type=click.Path(dir_okay=False), default=None,
              help="Card ratings (from `manastack ratings --json`) for the deck builder.")
@click.option("--json", "as_json", is_flag=True, help="Print the pool (and deck) as JSON.")
def sealed_command(set_code: str, seed: int, build_deck: bool, out_path: str | None, deck_path: str | None,
                   ratings_path: str | None, as_json: bool) -> None:
    """Open six boosters of SET (BLB or BFZ) as a sealed pool."""
    from manastack.cards.pool import CardPool
    from manastack.limited import ratings, sealed
    from manastack.limited.sets import UnknownSet

    try:
        pool = sealed.open_pool(set_code, seed)
        rated = ratings.load(ratings_path) if ratings_path else None
    except (UnknownSet, ratings.RatingsError) as exc:
        raise _BadInput(str(exc)) from None
    stem = f"sealed-{pool.set}-{seed}"
    _write(out_path or f"{stem}.txt", pool.text())
    result: dict[str, Any] = {"pool": pool.to_json()}
    deck = None
    if build_deck:
        deck = sealed.build_deck(pool, CardPool.builtin(), rated)
        _write(deck_path or f"{stem}-deck.txt", deck.text(f"{stem}-deck"))
        result["deck"] = sealed.deck_json(pool.set, deck)
    if as_json:
        click.echo(json.dumps(result, indent=2))
    else:
        _print(pool, deck)


def _write(path: str, text: str) -> None:
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise _BadInput(f"can't write {path}: {exc.strerror}") from None
    click.echo(f"wrote {path}", err=True)


def _print(pool: Any, deck: Any) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"Sealed pool: {pool.set}, seed {pool.seed}")
    for column in ("color", "type", "card", "rarity"):
        table.add_column(column)
    for color, kinds in pool.grouped().items():
        for kind, cards in kinds.items():
            for card in cards:
                table.add_row(color, kind, card.name + (" (foil)" if card.foil else ""), card.rarity)
    console = Console()
    console.print(table)
    if deck is not None:
        console.print(deck.text("AI deck"), markup=False, highlight=False)
