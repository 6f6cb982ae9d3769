"""The card database: every card and token definition, loaded once per process.

Rules code looks definitions up by name; loading and validation live in ``cards.loader``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from manastack.cards.schema import CardDef

_CARDS: dict[str, CardDef] = {}
_BY_LOWER: dict[str, str] = {}


class UnknownCardError(KeyError):
    """A card name that is not in the database; the message suggests close names."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean: {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")

    def __str__(self) -> str:
        return str(self.args[0])


def card(name: str) -> CardDef:
    """The definition named ``name`` exactly (loading the database on first use)."""
    if not _CARDS:
        _load()
    return _CARDS[name]


def find(name: str) -> CardDef:
    """The definition whose name matches ``name`` case-insensitively, or ``UnknownCardError``."""
    if not _CARDS:
        _load()
    exact = _BY_LOWER.get(name.strip().lower())
    if exact is None:
        import difflib

        raise UnknownCardError(name, difflib.get_close_matches(name, list(_CARDS), n=3, cutoff=0.6))
    return _CARDS[exact]


def all_cards() -> dict[str, CardDef]:
    """Every definition by name (tokens included)."""
    if not _CARDS:
        _load()
    return _CARDS


def register(definitions: list[CardDef]) -> None:
    """Add user card definitions (from ``cards.loader.load_card_file``); a name already known is an error."""
    if not _CARDS:
        _load()
    for definition in definitions:
        if definition.name in _CARDS and _CARDS[definition.name] != definition:
            raise ValueError(f"card {definition.name!r} is already defined")
    for definition in definitions:
        _CARDS[definition.name] = definition
        _BY_LOWER[definition.name.lower()] = definition.name


def _load() -> None:
    from manastack.cards.loader import load_package_cards

    for definition in load_package_cards():
        _CARDS[definition.name] = definition
        _BY_LOWER[definition.name.lower()] = definition.name
