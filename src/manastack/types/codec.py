"""JSON encoding of game states (architecture §1, §6): plain data in, plain data out, no pickle.

Every value is encoded with its type where JSON would lose it (tuples, enums, integer keys,
slotted records), so ``decode(encode(state))`` compares equal to ``state``. Values a save refers to instead of
containing (the game's card definitions and its card pool, which sit above this package) are written and read
back by a ``References`` object: a save stores the pool's user card files, and loading rebuilds the pool first.
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any, Protocol

from manastack.types import actions, costs, decisions, enums, events, objects, records, rng, state

_CLASSES: dict[str, type] = {}
for _module in (actions, costs, decisions, enums, events, objects, records, rng, state):
    for _name in dir(_module):
        _value = getattr(_module, _name)
        if isinstance(_value, type) and _value.__module__ == _module.__name__:
            _CLASSES[_name] = _value

MAX_DEPTH = 64
REFERENCE_KEYS = ("$c", "$p")   # the keys a reference's encoding may start with (a card, the card pool)


class CorruptSaveError(ValueError):
    """A saved game that is not a valid encoding; the message says where."""


class References(Protocol):
    """Values encoded as references (``CardPool`` is one: its definitions, and the pool itself)."""

    def reference(self, value: Any) -> dict[str, Any] | None:
        """The encoding of ``value`` (a mapping with one of ``REFERENCE_KEYS``), or None if it is no reference."""

    def resolve(self, data: dict[str, Any], where: str) -> Any:
        """The value ``data`` refers to; ``CorruptSaveError`` naming ``where`` if there is none."""


def encode(value: Any, refs: References | None = None) -> Any:
    """A JSON-compatible form of ``value``; ``refs`` encodes the values it refers to."""
    if isinstance(value, Enum):      # before str: the game's enums are str enums
        return {"$e": type(value).__name__, "v": value.value}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return {"$t": [encode(v, refs) for v in value]}
    if isinstance(value, list):
        return [encode(v, refs) for v in value]
    if isinstance(value, dict):
        return {"$d": [[encode(k, refs), encode(v, refs)] for k, v in value.items()]}
    if dataclasses.is_dataclass(value):
        fields = {f.name: encode(getattr(value, f.name), refs) for f in dataclasses.fields(value)}
        return {"$o": type(value).__name__, **fields}
    slots = getattr(type(value), "__slots__", None)
    if slots is not None and type(value).__name__ in _CLASSES:
        return {"$o": type(value).__name__, **{n: encode(getattr(value, n), refs) for n in _all_slots(type(value))}}
    reference = refs.reference(value) if refs is not None else None
    if reference is None:
        raise TypeError(f"cannot encode {type(value).__name__}")
    return reference


def _all_slots(cls: type) -> list[str]:
    names: list[str] = []
    for klass in cls.__mro__:
        names += [s for s in getattr(klass, "__slots__", ()) if s not in names]
    return names


def decode(data: Any, where: str = "$", depth: int = 0, refs: References | None = None) -> Any:
    """Rebuild a value from ``encode``'s output; a malformed part raises ``CorruptSaveError`` naming it.
    ``refs`` resolves the references in it."""
    if depth > MAX_DEPTH:
        raise CorruptSaveError(f"{where}: nested too deeply")
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [decode(v, f"{where}[{i}]", depth + 1, refs) for i, v in enumerate(data)]
    if not isinstance(data, dict):
        raise CorruptSaveError(f"{where}: unexpected {type(data).__name__}")
    if "$t" in data:
        return tuple(decode(v, f"{where}[{i}]", depth + 1, refs) for i, v in enumerate(data["$t"]))
    if "$d" in data:
        return {decode(k, where, depth + 1, refs): decode(v, f"{where}[{k!r}]", depth + 1, refs)
                for k, v in data["$d"]}
    if "$e" in data:
        return _enum(data, where)
    if "$o" in data:
        return _object(data, where, depth, refs)
    if refs is not None and any(key in data for key in REFERENCE_KEYS):
        return refs.resolve(data, where)
    raise CorruptSaveError(f"{where}: unknown encoding with keys {sorted(data)[:5]}")


def _enum(data: dict[str, Any], where: str) -> Any:
    cls = _CLASSES.get(data["$e"])
    if cls is None or not issubclass(cls, Enum):
        raise CorruptSaveError(f"{where}: unknown enumeration {data['$e']!r}")
    try:
        return cls(data["v"])
    except ValueError:
        raise CorruptSaveError(f"{where}: {data['v']!r} is not a {data['$e']}") from None


def _object(data: dict[str, Any], where: str, depth: int, refs: References | None) -> Any:
    cls = _CLASSES.get(data["$o"])
    if cls is None:
        raise CorruptSaveError(f"{where}: unknown record type {data['$o']!r}")
    values = {k: decode(v, f"{where}.{k}", depth + 1, refs) for k, v in data.items() if k != "$o"}
    if dataclasses.is_dataclass(cls):
        try:
            return cls(**values)
        except TypeError as exc:
            raise CorruptSaveError(f"{where}: {exc}") from None
    obj: Any = object.__new__(cls)
    for name in _all_slots(cls):
        if name not in values:
            raise CorruptSaveError(f"{where}: {data['$o']} is missing {name!r}")
        setattr(obj, name, values[name])
    return obj
