"""A game's card pool (architecture §4): every card and token definition one game may use.

The built-in definitions are loaded and validated once per process and shared read-only; a user's card files
are layered on top, each validated exactly like the built-in ones, for the games that are given that pool.
Nothing is registered process-wide, so a custom card never leaks into another game or test.

Names are unique across the pool, case-insensitively, with one exception: a token is identified by its
definition, not its name, so a card file may define a token whose name another layer already uses (its own 1/1
"Elemental" beside the built-in 0/0 one). Cards of that file create their own file's token; looking a name up
finds the topmost layer's definition. Any other name clash with a different definition is an error naming both
files.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from manastack.cards.face_down import FACE_DOWN_VALUES, face_down_definition
from manastack.cards.loader import MAX_FILE_BYTES, CardFileError, load_package_cards, parse_card_file
from manastack.cards.locate import compose, key_lines, line_of
from manastack.cards.schema import CardDef
from manastack.cards.vocabulary.token import CreateToken
from manastack.types.codec import CorruptSaveError
from manastack.types.explained import Explained
from manastack.types.markers import N_

BUILTIN = "built-in"
FACE_DOWN_LAYER = -1    # how a save refers to the face-down values (CR 708.2a), which no card file defines
_BUILTIN: list[CardPool] = []   # the built-in pool, made on first use and never changed


class UnknownCardError(Explained, KeyError):
    """A card name that is not in the pool; the message suggests close names."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        if suggestions:
            super().__init__(N_("unknown card {name!r}; did you mean: {suggestions}?"), name=name,
                             suggestions=tuple(suggestions))
        else:
            super().__init__(N_("unknown card {name!r}"), name=name)
        self.name = name
        self.suggestions = suggestions


class CardLayer:
    """One card file in a pool: where it came from, its text (so saves and workers can rebuild it) and the
    definitions it adds. Layer 0 is the built-in cards (no text)."""

    __slots__ = ("by_name", "definitions", "source", "text")

    def __init__(self, source: str, text: str, definitions: list[CardDef]) -> None:
        self.source = source
        self.text = text
        self.definitions = tuple(definitions)
        self.by_name = {d.file_key: d for d in definitions}


class CardPool(Mapping[str, CardDef]):
    """An immutable mapping ``name -> definition`` (the topmost layer's for a token name several layers use)."""

    __slots__ = ("_by_lower", "_by_name", "_layer_of", "layers")

    def __init__(self, layers: tuple[CardLayer, ...]) -> None:
        self.layers = layers
        self._by_name: dict[str, CardDef] = {}
        self._layer_of: dict[int, int] = {}     # id(definition) -> layer index (the pool keeps them alive)
        for index, layer in enumerate(layers):
            for definition in layer.definitions:
                if self._by_name.get(definition.file_key) != definition:   # a file may repeat a card unchanged
                    self._by_name[definition.file_key] = definition
                self._layer_of[id(definition)] = index
        self._by_lower = {name.lower(): name for name in self._by_name}

    # -- building ---------------------------------------------------------------------------------
    @classmethod
    def builtin(cls) -> CardPool:
        """The cards shipped with manastack (loaded and validated once per process)."""
        if not _BUILTIN:
            pool = cls((CardLayer(BUILTIN, "", list(load_package_cards())),))
            pool._check_tokens(pool.layers[0])
            _BUILTIN.append(pool)
        return _BUILTIN[0]

    @classmethod
    def from_files(cls, files: list[tuple[str, str]]) -> CardPool:
        """The built-in cards plus card files given as ``(source, text)`` pairs (a save's, a worker's)."""
        pool = cls.builtin()
        for source, text in files:
            pool = pool.with_text(text, source)
        return pool

    def with_files(self, paths: Iterable[str | Path]) -> CardPool:
        """This pool plus each card file in turn; a file that cannot be read is a ``CardFileError`` too."""
        pool = self
        for path in paths:
            try:
                pool = pool.with_file(path)
            except OSError as exc:
                raise CardFileError(N_("{path}: cannot read the card file: {problem}"), path=str(path),
                                    problem=exc.strerror or exc) from None
        return pool

    def with_file(self, path: str | Path) -> CardPool:
        """This pool plus one user card file (bounded in size, validated like the built-in cards); the text is
        read once, so what a save keeps is exactly what was validated. ``OSError`` if it cannot be read."""
        path = Path(path)
        if path.stat().st_size > MAX_FILE_BYTES:
            raise CardFileError(N_("{path}: card file is larger than {limit} bytes"), path=str(path),
                                limit=MAX_FILE_BYTES)
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise CardFileError(N_("{path}: not UTF-8 text: {problem}"), path=str(path), problem=exc.reason) from None
        return self.with_text(text, str(path))

    def with_text(self, text: str, source: str) -> CardPool:
        """This pool plus the card file ``text`` (bounded in size); ``source`` names it in error messages."""
        if len(text) > MAX_FILE_BYTES:
            raise CardFileError(N_("{path}: card file is larger than {limit} bytes"), path=source, limit=MAX_FILE_BYTES)
        return self._with(CardLayer(source, text, list(parse_card_file(text, source))))

    def _with(self, layer: CardLayer) -> CardPool:
        """The pool with one more layer; a name clash (other than two tokens) is a ``CardFileError``."""
        for definition in layer.definitions:
            known = self.get_ignoring_case(definition.file_key)
            if known is None or known == definition or (definition.token and known.token):
                continue
            line = key_lines(compose(layer.text)[1]).get(definition.file_key)
            raise CardFileError(N_("{where}: card {card!r}: {field}: {name!r} is already defined by {source}"),
                                where=f"{layer.source}:{line}", card=definition.name, field="name", name=known.name,
                                source=self.source_of(known))
        pool = CardPool((*self.layers, layer))
        pool._check_tokens(layer)
        return pool

    def _check_tokens(self, layer: CardLayer) -> None:
        """Every token a card of ``layer`` creates is defined: in its own file or below (CR 111.1)."""
        for definition in layer.definitions:
            for path, effect in nested(definition, CreateToken):
                if self.get_ignoring_case(effect.token) is None:
                    line = line_of(compose(layer.text)[1], (definition.file_key, *path)) if layer.text else None
                    where = f"{layer.source}:{line}" if line else layer.source
                    field = ".".join(str(step) for step in (*path, "token"))
                    raise CardFileError(N_("{where}: card {card!r}: {field}: no token or card is named {token!r}"),
                                        where=where, card=definition.name, field=field, token=effect.token)

    # -- reading ----------------------------------------------------------------------------------
    @property
    def user_files(self) -> list[tuple[str, str]]:
        """The user card files on top of the built-in cards, as ``(source, text)`` pairs, in order."""
        return [(layer.source, layer.text) for layer in self.layers[1:]]

    def find(self, name: str) -> CardDef:
        """The definition whose name matches ``name`` case-insensitively, or ``UnknownCardError``."""
        exact = self._by_lower.get(name.strip().lower())
        if exact is None:
            raise UnknownCardError(name, difflib.get_close_matches(name, list(self._by_name), n=3, cutoff=0.6))
        return self._by_name[exact]

    def get_ignoring_case(self, name: str) -> CardDef | None:
        exact = self._by_lower.get(name.lower())
        return None if exact is None else self._by_name[exact]

    def token(self, name: str, creator: CardDef | None) -> CardDef:
        """The token named ``name`` that ``creator`` makes: its own file's, else the pool's by that name."""
        layer = self._layer_of.get(id(creator)) if creator is not None else None
        if layer is not None:
            own = self.layers[layer].by_name.get(name)
            if own is not None and own.token:
                return own
        return self.find(name)

    def source_of(self, definition: CardDef) -> str:
        """The file a definition of this pool comes from (``built-in`` for the shipped cards)."""
        return self.layers[self.layer_index(definition)].source

    def layer_index(self, definition: CardDef) -> int:
        """The layer a definition belongs to; ``KeyError`` for a definition not in this pool."""
        return self._layer_of[id(definition)]

    # -- references in saves (``types.codec.References``) -------------------------------------------
    def reference(self, value: Any) -> dict[str, Any] | None:
        """A save refers to a definition by name and layer (``{"$c": name}`` for a built-in card, ``{"$c": name,
        "l": N}`` for one from the N-th card file) and to the pool by a marker; None for anything else."""
        if value is self:
            return {"$p": 0}
        if not isinstance(value, CardDef):
            return None
        if value is face_down_definition():    # CR 708.2a: the face-down values belong to no card file
            return {"$c": value.name, "l": FACE_DOWN_LAYER}
        layer = self._layer_of.get(id(value))
        if layer is None:
            raise TypeError(f"the card definition {value.name!r} is not in the game's card pool")
        return {"$c": value.file_key, "l": layer} if layer else {"$c": value.file_key}

    def resolve(self, data: dict[str, Any]) -> Any:
        """What a reference written by ``reference`` stands for, in this pool."""
        if "$p" in data:
            return self
        name, index = data.get("$c"), data.get("l", 0)
        if index == FACE_DOWN_LAYER and name == FACE_DOWN_VALUES:
            return face_down_definition()
        found = None
        if isinstance(name, str) and isinstance(index, int) and 0 <= index < len(self.layers):
            found = self.layers[index].by_name.get(name)
        if found is None:
            if index:
                raise CorruptSaveError(N_("unknown card {name!r} (card file {index})"), name=name, index=index)
            raise CorruptSaveError(N_("unknown card {name!r}"), name=name)
        return found

    # -- the Mapping protocol ----------------------------------------------------------------------
    def __getitem__(self, name: str) -> CardDef:
        return self._by_name[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_name)

    def __len__(self) -> int:
        return len(self._by_name)

    def __repr__(self) -> str:
        return f"<CardPool {len(self)} cards, files: {[layer.source for layer in self.layers]}>"


T = TypeVar("T")


def nested(value: object, kind: type[T], path: tuple[str | int, ...] = ()) -> Iterator[tuple[tuple[str | int, ...], T]]:
    """Every ``kind`` inside a definition (an instruction, a cost), with the path of fields that leads to it."""
    if isinstance(value, kind):
        yield path, value
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from nested(getattr(value, name), kind, (*path, name))
    elif isinstance(value, tuple | list):
        for index, item in enumerate(value):
            yield from nested(item, kind, (*path, index))
