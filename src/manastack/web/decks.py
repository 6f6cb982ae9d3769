"""The decks the browser table offers: the built-in bench decks, every deck list in a folder, or a list pasted
in the page (any format ``manastack.decks`` reads); and new or resumed games made from them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from manastack.cards.pool import CardPool, UnknownCardError
from manastack.decks import DeckError, load_deck, parse_deck
from manastack.game import Game
from manastack.types.codec import CorruptSaveError
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.web.tables import TableError


def _pasted(text: str, known: list[str]) -> list[str]:
    """A deck list pasted in the page; its error names it "the pasted deck" in the reader's language."""
    try:
        return parse_deck(text, PASTED, known).card_names()
    except DeckError as exc:
        if exc.line is None:
            raise TableError(400, N_("{deck}: {reason}"), deck=Explained(PASTED), reason=exc.detail) from None
        raise TableError(400, N_("{deck}:{line}: {reason}"), deck=Explained(PASTED), line=exc.line,
                         reason=exc.detail) from None


PASTED = N_("the pasted deck")


class DeckBox:
    """Decks by name: ``builtin`` ones (name → deck list lines such as "24 Forest"), then ``folder/*.txt`` (named
    after the file)."""

    def __init__(self, folder: Path | None, builtin: dict[str, list[str]] | None = None) -> None:
        self.folder = folder
        self.builtin = builtin or {}

    def names(self) -> list[str]:
        files = sorted(p.stem for p in self.folder.glob("*.txt")) if self.folder else []
        return list(self.builtin) + [f for f in files if f not in self.builtin]

    def cards(self, spec: Any) -> list[str]:
        """A deck's card names from a name in :meth:`names` or ``{"text": DECK LIST}``."""
        from manastack.bench.peer import expand_decklist

        known = list(CardPool.builtin())
        try:
            if isinstance(spec, dict) and isinstance(spec.get("text"), str):
                return _pasted(spec["text"], known)
            if isinstance(spec, str) and spec in self.builtin:
                return expand_decklist(self.builtin[spec])
            if isinstance(spec, str) and self.folder is not None and spec in self.names():
                return load_deck(self.folder / f"{spec}.txt", known).card_names()
        except DeckError as exc:
            raise TableError(400, exc) from None
        raise TableError(400, N_("unknown deck {deck!r}: one of {decks}, or {pasted}"), deck=spec,
                         decks=tuple(self.names()), pasted='{"text": LIST}')

    def new_game(self, specs: list[Any], seed: int, names: list[Any] | None) -> Game:
        if len(specs) < 2:
            raise TableError(400, N_("give at least two decks"))
        decks = [self.cards(spec) for spec in specs]
        names = [str(n) for n in names] if names else [f"Player {i + 1}" for i in range(len(decks))]
        if len(names) != len(decks) or len(set(names)) != len(names):
            raise TableError(400, N_("give one distinct name per deck"))
        try:
            return Game.new(decks, seed=seed, names=names)
        except UnknownCardError as exc:
            raise TableError(400, exc) from None

    @staticmethod
    def resume(save: str) -> Game:
        try:
            return Game.from_json(save)
        except CorruptSaveError as exc:
            raise TableError(400, N_("not a manastack save: {error}"), error=exc) from None
