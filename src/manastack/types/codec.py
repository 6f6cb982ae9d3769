"""JSON encoding of game states (architecture §1, §6): plain data in, plain data out, no pickle.

Every value is encoded with its type where JSON would lose it (tuples, enums, integer keys, slotted records), so
``decode(encode(state))`` compares equal to ``state``. A record leaves out the fields that hold their default (a
dataclass field's default, or a slotted class's ``SAVE_DEFAULTS``): most of an object's fields are at rest most of
the game, and a save is written and read on the search's hot path. Values a save refers to instead of containing
(the game's card definitions and its card pool, which sit above this package) are written and read back by a
``References`` object: a save stores the pool's user card files, and loading rebuilds the pool first. A state
holds integers, never fractions (``dumps`` and ``loads``: the JSON text, by orjson with the standard library for
integers beyond 64 bits).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from enum import Enum
from typing import Any, Protocol

import orjson

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


class InexactNumber(CorruptSaveError):
    """A number with a fraction or an exponent in a save: a game state holds integers only. ``loads`` reads an
    integer beyond 64 bits as one, so a save that has it is read again by ``loads_exactly``."""


class References(Protocol):
    """Values encoded as references (``CardPool`` is one: its definitions, and the pool itself)."""

    def reference(self, value: Any) -> dict[str, Any] | None:
        """The encoding of ``value`` (a mapping with one of ``REFERENCE_KEYS``), or None if it is no reference."""

    def resolve(self, data: dict[str, Any]) -> Any:
        """The value ``data`` refers to; ``CorruptSaveError`` saying what is wrong if there is none (the codec
        puts the path in front: spelling it out for every reference would cost more than resolving it)."""


def dumps(data: Any) -> str:
    """The compact JSON text of an encoded value. orjson writes it: a save is written on the search's hot path,
    and the standard library's ``json`` took half of ``to_json``'s time. An integer beyond 64 bits, which orjson
    refuses, is written by ``json``."""
    try:
        return orjson.dumps(data).decode()
    except orjson.JSONEncodeError:
        return json.dumps(data, separators=(",", ":"))


def loads(text: str) -> Any:
    """The value of a JSON text, read by orjson (twice as fast as ``json``; its ``JSONDecodeError`` is
    ``json``'s). It reads an integer beyond 64 bits as a float, which ``decode`` refuses (``InexactNumber``):
    then read the text with ``loads_exactly``."""
    return orjson.loads(text)


def loads_exactly(text: str) -> Any:
    """The value of a JSON text with every integer exact, however large (the standard library's ``json``)."""
    return json.loads(text)


def encode(value: Any, refs: References | None = None) -> Any:
    """A JSON-compatible form of ``value``; ``refs`` encodes the values it refers to."""
    kind = type(value)
    if kind is int or kind is str or kind is bool or value is None:
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
    if issubclass(kind, (bool, int, str)):
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
    if kind is dict and depth <= MAX_DEPTH:    # the encodings, most common first
        name = data.get("$o")
        if name is not None:
            shape = (name, *data)
            decoder = _SHAPES.get(shape) if type(name) is str else None
            return (decoder or _decoder_of(shape, data, path, depth, refs))(data, path, depth, refs)
        if refs is not None and ("$c" in data or "$p" in data):     # REFERENCE_KEYS
            try:
                return refs.resolve(data)
            except CorruptSaveError as exc:
                raise CorruptSaveError(N_("{where}: {error}"), where=_where(path), error=exc) from None
        if "$e" in data:
            return _enum(data, path)
        if "$t" in data:
            return tuple(v if type(v) in _SCALARS else _decode(v, (path, "index", i), depth + 1, refs)
                         for i, v in enumerate(data["$t"]))
        if "$d" in data:
            return {k if type(k) in _SCALARS else _decode(k, path, depth + 1, refs):
                    v if type(v) in _SCALARS else _decode(v, (path, "key", k), depth + 1, refs) for k, v in data["$d"]}
        raise CorruptSaveError(N_("{where}: unknown encoding with keys {keys}"), where=_where(path),
                               keys=sorted(data)[:5])
    if kind in _SCALARS:
        return data
    if depth > MAX_DEPTH:
        raise CorruptSaveError(N_("{where}: nested too deeply"), where=_where(path))
    if kind is float:
        raise InexactNumber(N_("{where}: {value!r} is not an integer"), where=_where(path), value=data)
    if kind is list:
        return [v if type(v) in _SCALARS else _decode(v, (path, "index", i), depth + 1, refs)
                for i, v in enumerate(data)]
    raise CorruptSaveError(N_("{where}: unexpected {kind}"), where=_where(path), kind=kind.__name__)


def _enum(data: dict[str, Any], path: Path) -> Any:
    name = data["$e"]
    members = _MEMBERS.get(name) if type(name) is str else None
    if members is None:
        members = _members_of(name, path)
    value = data.get("v")
    member = members.get(value) if type(value) in _SCALARS else None
    if member is None:
        raise CorruptSaveError(N_("{where}: {value!r} is not a {enumeration}"), where=_where(path), value=value,
                               enumeration=name)
    return member


_MEMBERS: dict[str, dict[Any, Enum]] = {}


def _members_of(name: Any, path: Path) -> dict[Any, Enum]:
    """An enumeration's members by value (calling the class is slow, and loading meets thousands of them)."""
    cls = _CLASSES.get(name) if type(name) is str else None
    if cls is None or not issubclass(cls, Enum):
        raise CorruptSaveError(N_("{where}: unknown enumeration {name!r}"), where=_where(path), name=name)
    members = _MEMBERS[name] = {member.value: member for member in cls}
    return members


def _decoder_of(shape: tuple[Any, ...], data: dict[str, Any], path: Path, depth: int,
                refs: References | None) -> Decoder:
    """The decoder of records of one type with one set of keys (``shape``: the type's name, then the keys), kept
    for the next one (up to ``MAX_SHAPES``, so a save cannot fill the memory with them); a record that lacks a
    slot without default, or has a key that is no slot, is a corrupt save."""
    name = shape[0]
    cls = _CLASSES.get(name) if type(name) is str else None
    if cls is None:
        raise CorruptSaveError(N_("{where}: unknown record type {name!r}"), where=_where(path), name=name)
    if dataclasses.is_dataclass(cls):
        decoder = _dataclass_decoder(cls)
    else:
        _check_keys(cls, data, path, depth, refs)
        decoder = _slotted_decoder(cls, _all_slots(cls), _defaults_of(cls), set(data) - {"$o"})
    if len(_SHAPES) < MAX_SHAPES:
        _SHAPES[shape] = decoder
    return decoder


def _fresh(default: Any, index: int) -> str:
    """The expression of the default ``d{index}``: a mutable one made anew, so that each object has its own."""
    if type(default) in (list, dict) and not default:
        return "[]" if type(default) is list else "{}"
    return _FRESH.get(type(default), "d{0}").format(index)


_FRESH: dict[type, str] = {dict: "dict(d{0})", list: "list(d{0})", set: "set(d{0})"}
Decoder = Callable[[dict[str, Any], Path, int, "References | None"], Any]
_SHAPES: dict[tuple[Any, ...], Decoder] = {}
MAX_SHAPES = 4096


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


def _slotted_decoder(cls: type, slots: list[str], defaults: dict[str, Any], keys: set[str]) -> Decoder:
    """The decoder of a slotted record type's records that hold the slots ``keys`` and leave the others at their
    defaults, written out as straight-line code, a statement per slot (the way ``dataclasses`` writes
    ``__init__``: a loop over the keys cost most of a load's time)."""
    namespace: dict[str, Any] = {"cls": cls, "new": object.__new__, "decode": _decode, "SCALARS": _SCALARS}
    lines = ["def decode_record(data, path, depth, refs):", "    obj = new(cls)"]
    for index, slot in enumerate(slots):
        if slot in keys:
            lines += [f"    v = data[{slot!r}]",
                      f"    obj.{slot} = v if type(v) in SCALARS else decode(v, (path, 'field', {slot!r}), depth + 1, "
                      "refs)"]
        else:
            namespace[f"d{index}"] = default = defaults[slot]
            lines.append(f"    obj.{slot} = {_fresh(default, index)}")
    lines.append("    return obj")
    exec("\n".join(lines), namespace)      # code built from the class's own slots only
    decode_record: Decoder = namespace["decode_record"]
    return decode_record


def _check_keys(cls: type, data: dict[str, Any], path: Path, depth: int, refs: References | None) -> None:
    """A slotted record that lacks a slot without default, or has a key that is no slot, is corrupt: the error
    names the deepest corrupt part first, as for any other value (an unknown key's own value may be corrupt)."""
    slots = set(_all_slots(cls))
    extra = sorted(k for k in data if k != "$o" and k not in slots)
    for key in extra:
        _decode(data[key], (path, "field", key), depth + 1, refs)
    missing = sorted(s for s in slots if s not in data and s not in _defaults_of(cls))
    if missing:
        raise CorruptSaveError(N_("{where}: {record} is missing {field!r}"), where=_where(path), record=data["$o"],
                               field=missing[0])
    if extra:
        raise CorruptSaveError(N_("{where}: {record} has no field {field!r}"), where=_where(path), record=data["$o"],
                               field=extra[0])


_SCALARS = frozenset({int, str, bool, type(None)})     # a state holds no fractions
