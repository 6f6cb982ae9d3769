"""JSON encoding of game states (architecture §1, §6): plain data in, plain data out, no pickle.

Every value is encoded with its type where JSON would lose it (tuples, enums, integer keys,
slotted records), so ``decode(encode(state))`` compares equal to ``state``. A card definition is written as a
reference into the game's card pool (its name and, for a user card file, the file's place in the pool), and the
pool itself as a marker: the save stores the pool's user files, and loading rebuilds the pool first.
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import TYPE_CHECKING, Any

from manastack.cards.schema import CardDef
from manastack.types import actions, costs, decisions, enums, events, objects, records, rng, state

_CLASSES: dict[str, type] = {}
for _module in (actions, costs, decisions, enums, events, objects, records, rng, state):
    for _name in dir(_module):
        _value = getattr(_module, _name)
        if isinstance(_value, type) and _value.__module__ == _module.__name__:
            _CLASSES[_name] = _value

if TYPE_CHECKING:
    from manastack.cards.pool import CardPool

MAX_DEPTH = 64


class CorruptSaveError(ValueError):
    """A saved game that is not a valid encoding; the message says where."""


def encode(value: Any, cards: CardPool | None = None) -> Any:
    """A JSON-compatible form of ``value``; ``cards`` is the pool its card definitions come from."""
    if isinstance(value, Enum):      # before str: the game's enums are str enums
        return {"$e": type(value).__name__, "v": value.value}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return {"$t": [encode(v, cards) for v in value]}
    if isinstance(value, list):
        return [encode(v, cards) for v in value]
    if isinstance(value, dict):
        return {"$d": [[encode(k, cards), encode(v, cards)] for k, v in value.items()]}
    if isinstance(value, CardDef):
        return _card_reference(value, cards)
    if cards is not None and value is cards:
        return {"$p": 0}
    if dataclasses.is_dataclass(value):
        fields = {f.name: encode(getattr(value, f.name), cards) for f in dataclasses.fields(value)}
        return {"$o": type(value).__name__, **fields}
    slots = getattr(type(value), "__slots__", None)
    if slots is not None and type(value).__name__ in _CLASSES:
        return {"$o": type(value).__name__, **{n: encode(getattr(value, n), cards) for n in _all_slots(type(value))}}
    raise TypeError(f"cannot encode {type(value).__name__}")


def _card_reference(definition: CardDef, cards: CardPool | None) -> dict[str, Any]:
    """``{"$c": name}`` for a built-in card, ``{"$c": name, "l": N}`` for one from the pool's N-th card file."""
    if cards is None:
        raise TypeError(f"cannot encode the card definition {definition.name!r} without its card pool")
    try:
        layer = cards.layer_index(definition)
    except KeyError:
        raise TypeError(f"the card definition {definition.name!r} is not in the game's card pool") from None
    return {"$c": definition.name, "l": layer} if layer else {"$c": definition.name}


def _all_slots(cls: type) -> list[str]:
    names: list[str] = []
    for klass in cls.__mro__:
        names += [s for s in getattr(klass, "__slots__", ()) if s not in names]
    return names


def decode(data: Any, where: str = "$", depth: int = 0, cards: CardPool | None = None) -> Any:
    """Rebuild a value from ``encode``'s output; a malformed part raises ``CorruptSaveError`` naming it.
    ``cards`` is the pool card references are resolved in."""
    if depth > MAX_DEPTH:
        raise CorruptSaveError(f"{where}: nested too deeply")
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [decode(v, f"{where}[{i}]", depth + 1, cards) for i, v in enumerate(data)]
    if not isinstance(data, dict):
        raise CorruptSaveError(f"{where}: unexpected {type(data).__name__}")
    if "$t" in data:
        return tuple(decode(v, f"{where}[{i}]", depth + 1, cards) for i, v in enumerate(data["$t"]))
    if "$d" in data:
        return {decode(k, where, depth + 1, cards): decode(v, f"{where}[{k!r}]", depth + 1, cards)
                for k, v in data["$d"]}
    if "$e" in data:
        return _enum(data, where)
    if "$o" in data:
        return _object(data, where, depth, cards)
    if "$c" in data:
        return _card(data, where, cards)
    if "$p" in data and cards is not None:
        return cards
    raise CorruptSaveError(f"{where}: unknown encoding with keys {sorted(data)[:5]}")


def _card(data: dict[str, Any], where: str, cards: CardPool | None) -> CardDef:
    name, layer = data["$c"], data.get("l", 0)
    found = None
    if cards is not None and isinstance(name, str) and isinstance(layer, int):
        found = cards.in_layer(layer, name)
    if found is None:
        raise CorruptSaveError(f"{where}: unknown card {name!r}" + (f" (card file {layer})" if layer else ""))
    return found


def _enum(data: dict[str, Any], where: str) -> Any:
    cls = _CLASSES.get(data["$e"])
    if cls is None or not issubclass(cls, Enum):
        raise CorruptSaveError(f"{where}: unknown enumeration {data['$e']!r}")
    try:
        return cls(data["v"])
    except ValueError:
        raise CorruptSaveError(f"{where}: {data['v']!r} is not a {data['$e']}") from None


def _object(data: dict[str, Any], where: str, depth: int, cards: CardPool | None) -> Any:
    cls = _CLASSES.get(data["$o"])
    if cls is None:
        raise CorruptSaveError(f"{where}: unknown record type {data['$o']!r}")
    values = {k: decode(v, f"{where}.{k}", depth + 1, cards) for k, v in data.items() if k != "$o"}
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
