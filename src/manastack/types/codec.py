"""JSON encoding of game states (architecture §1, §6): plain data in, plain data out, no pickle.

Every value is encoded with its type where JSON would lose it (tuples, enums, integer keys, slotted records), so
``decode(encode(state))`` compares equal to ``state``. A record leaves out the fields that hold their default (a
dataclass field's default, or a slotted class's ``SAVE_DEFAULTS``): most of an object's fields are at rest most of
the game, and a save is written and read on the search's hot path. Values a save refers to instead of containing
(the game's card definitions and its card pool, which sit above this package) are written and read back by a
``References`` object: a save stores the pool's user card files, and loading rebuilds the pool first.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from enum import Enum
from typing import Any, Protocol

from manastack.types import actions, costs, decisions, enums, events, objects, records, rng, state
from manastack.types.explained import Explained
from manastack.types.markers import N_

_CLASSES: dict[str, type] = {}
for _module in (actions, costs, decisions, enums, events, objects, records, rng, state):
    for _name in dir(_module):
        _value = getattr(_module, _name)
        if isinstance(_value, type) and _value.__module__ == _module.__name__:
            _CLASSES[_name] = _value

MAX_DEPTH = 64
REFERENCE_KEYS = ("$c", "$p")   # the keys a reference's encoding may start with (a card, the card pool)


class CorruptSaveError(Explained, ValueError):
    """A saved game that is not a valid encoding; the message says where (``where``: the path in the save)."""


class References(Protocol):
    """Values encoded as references (``CardPool`` is one: its definitions, and the pool itself)."""

    def reference(self, value: Any) -> dict[str, Any] | None:
        """The encoding of ``value`` (a mapping with one of ``REFERENCE_KEYS``), or None if it is no reference."""

    def resolve(self, data: dict[str, Any]) -> Any:
        """The value ``data`` refers to; ``CorruptSaveError`` saying what is wrong if there is none (the codec
        puts the path in front: spelling it out for every reference would cost more than resolving it)."""


def encode(value: Any, refs: References | None = None) -> Any:
    """A JSON-compatible form of ``value``; ``refs`` encodes the values it refers to."""
    kind = type(value)
    if kind is int or kind is str or kind is bool or kind is float or value is None:
        return value
    encoder = _ENCODERS.get(kind)
    if encoder is None:
        encoder = _ENCODERS[kind] = _encoder_for(kind)
    return encoder(value, refs)


def _encoder_for(kind: type) -> Any:
    """How to encode values of one type (worked out once per type: saving is on the search's hot path)."""
    if issubclass(kind, Enum):      # before str: the game's enums are str enums
        name = kind.__name__
        return lambda value, refs: {"$e": name, "v": value.value}
    if issubclass(kind, (bool, int, float, str)):
        return lambda value, refs: value
    if issubclass(kind, tuple):
        return lambda value, refs: {"$t": [encode(v, refs) for v in value] if value else []}
    if issubclass(kind, list):
        return lambda value, refs: [encode(v, refs) for v in value]
    if issubclass(kind, dict):
        return lambda value, refs: {"$d": [[encode(k, refs), encode(v, refs)] for k, v in value.items()]
                                    if value else []}
    if dataclasses.is_dataclass(kind):
        return _record_encoder(kind.__name__, [f.name for f in dataclasses.fields(kind)], _defaults_of(kind))
    if getattr(kind, "__slots__", None) is not None and kind.__name__ in _CLASSES:
        return _record_encoder(kind.__name__, _all_slots(kind), _defaults_of(kind))
    return _reference


def _reference(value: Any, refs: References | None) -> dict[str, Any]:
    reference = refs.reference(value) if refs is not None else None
    if reference is None:
        raise TypeError(f"cannot encode {type(value).__name__}")
    return reference


_NO_DEFAULT = object()


def _record_encoder(name: str, fields: list[str], defaults: dict[str, Any]) -> Any:
    """The encoder of one record type, written out as straight-line code, a statement per field (the way
    ``dataclasses`` writes ``__init__``): a loop over the fields cost most of a save's time, and a save is on
    the search's hot path. A field at its default is left out; a scalar is written as it is."""
    lines = ["def encode_record(value, refs):", f"    out = {{'$o': {name!r}}}"]
    namespace: dict[str, Any] = {"encode": encode, "SCALARS": _SCALARS}
    for index, field in enumerate(fields):
        lines.append(f"    v = value.{field}")
        put = f"out[{field!r}] = v if type(v) in SCALARS else encode(v, refs)"
        if field not in defaults:
            lines.append(f"    {put}")
            continue
        namespace[f"d{index}"] = default = defaults[field]
        # the default itself, or an equal value of its type (a fresh empty dict, the same number)
        lines.append(f"    if v is not d{index} and (type(v) is not {type(default).__name__}_type or v != d{index}):")
        namespace[f"{type(default).__name__}_type"] = type(default)
        lines.append(f"        {put}")
    lines.append("    return out")
    exec("\n".join(lines), namespace)      # code built from the record's own field names only
    return namespace["encode_record"]


def _defaults_of(cls: type) -> dict[str, Any]:
    """The fields a record may leave out, with the value each then has: a dataclass field's default (or its
    factory's value), or a slotted class's ``SAVE_DEFAULTS``."""
    if dataclasses.is_dataclass(cls):
        found: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.default is not dataclasses.MISSING:
                found[f.name] = f.default
            elif f.default_factory is not dataclasses.MISSING:
                found[f.name] = f.default_factory()
        return found
    return dict(getattr(cls, "SAVE_DEFAULTS", {}))


_ENCODERS: dict[type, Any] = {}


def _all_slots(cls: type) -> list[str]:
    names: list[str] = []
    for klass in cls.__mro__:
        names += [s for s in getattr(klass, "__slots__", ()) if s not in names]
    return names


# A path into the save, built as a chain of (parent, step) pairs and spelled out ("$.state.players[0]") only
# for an error message: formatting it at every value would cost more than decoding.
Path = tuple[Any, str, Any] | str


def _where(path: Path) -> str:
    steps: list[str] = []
    while not isinstance(path, str):
        path, style, key = path
        steps.append(f"[{key}]" if style == "index" else f"[{key!r}]" if style == "key" else f".{key}")
    return path + "".join(reversed(steps))


def decode(data: Any, where: str = "$", depth: int = 0, refs: References | None = None) -> Any:
    """Rebuild a value from ``encode``'s output; a malformed part raises ``CorruptSaveError`` naming it.
    ``refs`` resolves the references in it."""
    return _decode(data, where, depth, refs)


def _decode(data: Any, path: Path, depth: int, refs: References | None) -> Any:
    kind = type(data)
    if kind in _SCALARS:
        return data
    if depth > MAX_DEPTH:
        raise CorruptSaveError(N_("{where}: nested too deeply"), where=_where(path))
    if kind is list:
        return [v if type(v) in _SCALARS else _decode(v, (path, "index", i), depth + 1, refs)
                for i, v in enumerate(data)]
    if kind is not dict:
        raise CorruptSaveError(N_("{where}: unexpected {kind}"), where=_where(path), kind=kind.__name__)
    if "$o" in data:
        return _object(data, path, depth, refs)
    if refs is not None and ("$c" in data or "$p" in data):     # REFERENCE_KEYS: the most common value
        try:
            return refs.resolve(data)
        except CorruptSaveError as exc:
            raise CorruptSaveError(N_("{where}: {error}"), where=_where(path), error=exc) from None
    if "$t" in data:
        return tuple(v if type(v) in _SCALARS else _decode(v, (path, "index", i), depth + 1, refs)
                     for i, v in enumerate(data["$t"]))
    if "$e" in data:
        return _enum(data, path)
    if "$d" in data:
        return {_decode(k, path, depth + 1, refs): _decode(v, (path, "key", k), depth + 1, refs) for k, v in data["$d"]}
    raise CorruptSaveError(N_("{where}: unknown encoding with keys {keys}"), where=_where(path),
                           keys=sorted(data)[:5])


def _enum(data: dict[str, Any], path: Path) -> Any:
    members = _members_of(data["$e"])
    if members is None:
        raise CorruptSaveError(N_("{where}: unknown enumeration {name!r}"), where=_where(path), name=data["$e"])
    value = data["v"]
    member = members.get(value) if type(value) in _SCALARS else None
    if member is None:
        raise CorruptSaveError(N_("{where}: {value!r} is not a {enumeration}"), where=_where(path), value=value,
                               enumeration=data["$e"])
    return member


@functools.cache
def _members_of(name: str) -> dict[Any, Enum] | None:
    """An enumeration's members by value (calling the class is slow, and loading meets thousands of them)."""
    cls = _CLASSES.get(name)
    if cls is None or not issubclass(cls, Enum):
        return None
    return {member.value: member for member in cls}


def _object(data: dict[str, Any], path: Path, depth: int, refs: References | None) -> Any:
    decoder = _DECODERS.get(data["$o"])
    if decoder is None:
        cls = _CLASSES.get(data["$o"])
        if cls is None:
            raise CorruptSaveError(N_("{where}: unknown record type {name!r}"), where=_where(path), name=data["$o"])
        decoder = _DECODERS[data["$o"]] = _dataclass_decoder(cls) if dataclasses.is_dataclass(cls) else \
            _slotted_decoder(cls)
    return decoder(data, path, depth, refs)


_FRESH: dict[type, str] = {dict: "dict(d{0})", list: "list(d{0})", set: "set(d{0})"}   # a mutable default, anew
Decoder = Callable[[dict[str, Any], Path, int, "References | None"], Any]
_DECODERS: dict[str, Decoder] = {}


def _dataclass_decoder(cls: type) -> Decoder:
    """A dataclass's constructor checks the fields and fills in the defaults."""
    def decode_record(data: dict[str, Any], path: Path, depth: int, refs: References | None) -> Any:
        values = {k: v if type(v) in _SCALARS else _decode(v, (path, "field", k), depth + 1, refs)
                  for k, v in data.items() if k != "$o"}
        try:
            return cls(**values)
        except TypeError as exc:
            raise CorruptSaveError(N_("{where}: {error}"), where=_where(path), error=exc) from None
    return decode_record


def _slotted_decoder(cls: type) -> Decoder:
    """The decoder of a slotted record type: its defaults set by straight-line code (the way ``dataclasses``
    writes ``__init__``; a mutable one made anew, so each object has its own), then the slots the save holds
    (decoded unless a scalar). A slot without default missing, or a key that is no slot, is a corrupt save."""
    defaults = _defaults_of(cls)
    slots = frozenset(_all_slots(cls))
    required = frozenset(s for s in slots if s not in defaults)
    lines = ["def set_defaults(obj):"]
    namespace: dict[str, Any] = {}
    for index, (slot, default) in enumerate(defaults.items()):
        namespace[f"d{index}"] = default
        fresh = _FRESH.get(type(default), "d{0}")
        lines.append(f"    obj.{slot} = {fresh.format(index)}")
    exec("\n".join(lines if defaults else [*lines, "    pass"]), namespace)      # built from the class's own slots
    set_defaults = namespace["set_defaults"]

    def decode_record(data: dict[str, Any], path: Path, depth: int, refs: References | None) -> Any:
        obj: Any = object.__new__(cls)
        set_defaults(obj)
        for key, v in data.items():
            if key in slots:
                setattr(obj, key, v if type(v) in _SCALARS else _decode(v, (path, "field", key), depth + 1, refs))
            elif key != "$o":
                _corrupt_record(cls, data, path, depth, refs)
        if not required <= data.keys():
            _corrupt_record(cls, data, path, depth, refs)
        return obj
    return decode_record


def _corrupt_record(cls: type, data: dict[str, Any], path: Path, depth: int, refs: References | None) -> None:
    """A slotted record that lacks a slot without default, or has a key that is no slot: the error names the
    deepest corrupt part first, as for any other value (an unknown key's own value may be corrupt)."""
    slots = set(_all_slots(cls))
    extra = sorted(k for k in data if k != "$o" and k not in slots)
    for key in extra:
        _decode(data[key], (path, "field", key), depth + 1, refs)
    missing = sorted(s for s in slots if s not in data and s not in _defaults_of(cls))
    if missing:
        raise CorruptSaveError(N_("{where}: {record} is missing {field!r}"), where=_where(path), record=data["$o"],
                               field=missing[0])
    raise CorruptSaveError(N_("{where}: {record} has no field {field!r}"), where=_where(path), record=data["$o"],
                           field=extra[0])


_SCALARS = frozenset({int, str, bool, float, type(None)})
_MUTABLE = frozenset({list, dict, set})
