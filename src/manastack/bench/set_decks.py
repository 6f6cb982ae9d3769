"""The set decks ``manastack bench`` measures beside the bench decks: pairs of the repository's archetype decks
whose abilities the bench decks do not exercise -- two Battle for Zendikar decks (ingest and processors,
landfall: Eldrazi, exile and land-triggered abilities) and two Bloomburrow decks (rabbits, rats: offspring,
gifts, threshold, Classes, Rabbit and Rat payoffs).

The decks are files of the checkout (``decks/bfz/``, ``decks/blb/``), not package data: each pair is found by
walking up from the current directory, then from this package's own location (so a checkout installed in place
finds its own ``decks/``), to the first folder holding both of its decks. An installed package used away from a
checkout has none, and the bench says so instead of measuring them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

__all__ = ["SET_DECK_PAIRS", "find_set_decks", "folders_above", "load_set_decks"]

_DECKS = Path("decks")

#: The pairs of set decks, each played against each other, relative to the checkout's root.
SET_DECK_PAIRS: tuple[tuple[Path, Path], ...] = (
    (_DECKS / "bfz" / "ub-ingest-processors.txt", _DECKS / "bfz" / "rg-landfall.txt"),
    (_DECKS / "blb" / "gw-rabbits.txt", _DECKS / "blb" / "ub-rats.txt"),
)


def folders_above(start: Path | None = None, stop: Path | None = None) -> Iterator[Path]:
    """``start`` and each folder above it (default: the current directory's, then this package's), looking
    no higher than ``stop``."""
    starts = [start] if start is not None else [Path.cwd(), Path(__file__)]
    ceiling = stop.resolve() if stop is not None else None
    for origin in starts:
        here = origin.resolve()
        for folder in (here, *here.parents):
            yield folder
            if folder == ceiling:
                break


def find_set_decks(pair: Sequence[Path], start: Path | None = None, stop: Path | None = None) -> list[Path] | None:
    """The files of the set decks ``pair`` (paths relative to a checkout's root) under the first folder at or
    above ``start`` that holds all of them (see :func:`folders_above`), or None when no folder does."""
    for folder in folders_above(start, stop):
        paths = [folder / relative for relative in pair]
        if all(path.is_file() for path in paths):
            return paths
    return None


def load_set_decks(paths: list[Path]) -> list[tuple[str, list[str]]]:
    """The set decks of ``paths`` as ``(name, card names)``, in that order.

    Raises:
        manastack.decks.DeckError: a deck file that does not parse (or names an unknown card).
    """
    from manastack.cards.pool import CardPool
    from manastack.decks import load_deck

    known = list(CardPool.builtin())
    decks = []
    for path in paths:
        deck = load_deck(path, known)
        decks.append((deck.name, deck.card_names()))
    return decks
