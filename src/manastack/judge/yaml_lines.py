"""Bounded, line-keeping YAML reading for judge scenarios.

Implements the reading side of ``shared/spec/scenario-format.md`` (version 1): a scenario file is composed
into PyYAML nodes (safe loader only; every node keeps its line), refused when larger than 1 MiB or nested
deeper than 50 levels, and then read with the small generic readers below.  Every reader raises
:class:`ScenarioError` naming the file, the line, the action (1-based, inside ``actions``) and the field, so
that the error teaches how to fix the scenario (spec, "Exit codes": code 2 names the file, the action's index
and the YAML line).

A *reader* is any callable ``(ctx, node, what) -> value``; ``what`` is the field name used in messages.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NoReturn

import yaml
from yaml.constructor import SafeConstructor
from yaml.events import CollectionEndEvent, CollectionStartEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from manastack.types.explained import Explained
from manastack.types.markers import N_

if TYPE_CHECKING:
    from manastack.sentences import Naming

MAX_BYTES = 1024 * 1024
MAX_DEPTH = 50
MAX_NODES = 100_000

_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_TAG = "tag:yaml.org,2002:"
NULL, BOOL, INT, FLOAT, STR = (_TAG + kind for kind in ("null", "bool", "int", "float", "str"))
_RULE = re.compile(r"\d+(?:\.\d+)?[a-z]*")

Items = list[tuple[str, ScalarNode, Node]]


class ScenarioError(Explained):
    """A scenario that cannot be read or played (spec, "Exit codes": code 2).

    ``str()`` reads ``FILE:LINE: action N: MESSAGE``; the line and the action part are left out when unknown.
    The message is a template and its facts (``types.explained.Explained``), or an ``Explained`` error it takes them
    from: ``text(naming)`` reads it in another language, the file and numbers as they are.
    """

    def __init__(self, file: str, line: int | None, action_index: int | None, message: str | Explained,
                 **facts: object) -> None:
        if isinstance(message, Explained):
            facts = dict(message.facts)
            message = message.template
        super().__init__(message, **facts)
        self.file = file
        self.line = line
        self.action_index = action_index

    @property
    def message(self) -> str:
        """The message, in English, without the place."""
        return super().text()

    def text(self, naming: Naming | None = None) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        message = super().text(naming)
        if self.action_index is None:
            return f"{where}: {message}"
        action = Explained(N_("action {index}:"), index=self.action_index).text(naming)
        return f"{where}: {action} {message}"


@dataclass(frozen=True)
class Ctx:
    """Where a reader is: the file, the 1-based action index (if any) and the players' names once known."""

    file: str
    action_index: int | None = None
    players: tuple[str, ...] = ()

    def fail(self, at: Node | int | None, message: str | Explained, **facts: object) -> NoReturn:
        """Raise a :class:`ScenarioError` at a node (its line) or at an explicit line: the message is a template
        marked ``N_`` and its facts, or an ``Explained`` (``unknown``)."""
        line = at if at is None or isinstance(at, int) else line_of(at)
        raise ScenarioError(self.file, line, self.action_index, message, **facts)


Reader = Callable[[Ctx, Node, str], Any]


# ----------------------------------------------------------------------------------------------------
# Composing a bounded document
# ----------------------------------------------------------------------------------------------------


def compose_document(text: str, file: str) -> Node | None:
    """Compose ``text`` into nodes with line marks, refusing oversized, too deep or invalid YAML."""
    ctx = Ctx(file)
    size = len(text) if len(text) > MAX_BYTES else len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        ctx.fail(None, N_("file is too large: {size} bytes (the limit is {limit} bytes, 1 MiB)"), size=size,
                 limit=MAX_BYTES)
    try:
        _check_depth(ctx, text)
        root: Node | None = yaml.compose(text, Loader=_LOADER)
    except yaml.MarkedYAMLError as exc:
        ctx.fail(_mark_line(exc.problem_mark or exc.context_mark), N_("invalid YAML: {problem}"),
                 problem=_yaml_problem(exc))
    except yaml.YAMLError as exc:
        position = getattr(exc, "position", None)
        line = None if position is None else text.count("\n", 0, position) + 1
        ctx.fail(line, N_("invalid YAML: {problem}"), problem=str(exc).splitlines()[0])
    if root is not None:
        _check_expansion(ctx, root)
    return root


def _check_depth(ctx: Ctx, text: str) -> None:
    """Walk the event stream (no recursion) and refuse nesting deeper than :data:`MAX_DEPTH`."""
    depth = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                ctx.fail(_mark_line(event.start_mark), N_("nesting deeper than {limit} levels"), limit=MAX_DEPTH)
        elif isinstance(event, CollectionEndEvent):
            depth -= 1


def _check_expansion(ctx: Ctx, root: Node) -> None:
    """Refuse documents whose anchors and aliases expand to more than :data:`MAX_NODES` nodes (or loop)."""
    pending, seen = [root], 0
    while pending:
        node = pending.pop()
        seen += 1
        if seen > MAX_NODES:
            ctx.fail(node, N_("the document expands to more than {limit} YAML nodes (check its aliases)"),
                     limit=MAX_NODES)
        if isinstance(node, SequenceNode):
            pending.extend(node.value)
        elif isinstance(node, MappingNode):
            pending.extend(part for pair in node.value for part in pair)


def _mark_line(mark: Any) -> int | None:
    return None if mark is None else int(mark.line) + 1


def _yaml_problem(exc: yaml.MarkedYAMLError) -> str:
    parts = [part for part in (exc.context, exc.problem) if part]
    return ": ".join(parts) if parts else str(exc)


# ----------------------------------------------------------------------------------------------------
# Messages
# ----------------------------------------------------------------------------------------------------


def line_of(node: Node) -> int:
    """The 1-based line where ``node`` starts."""
    return int(node.start_mark.line) + 1


def describe(node: Node) -> str | Explained:
    """How a wrong value is shown in a message: ``'twenty'``, ``a list``, ``a mapping`` or ``nothing`` (words the
    message's language writes)."""
    if isinstance(node, MappingNode):
        return Explained(N_("a mapping"))
    if isinstance(node, SequenceNode):
        return Explained(N_("a list"))
    return Explained(N_("nothing")) if node.tag == NULL else repr(node.value)


def suggest(value: str, options: Collection[str]) -> str | None:
    """The option closest to ``value`` (case-insensitive, difflib; ties go to the earlier option), if any."""
    scored = [
        (difflib.SequenceMatcher(None, value.lower(), option.lower()).ratio(), -position, option)
        for position, option in enumerate(options)
    ]
    best = max(scored, default=None)
    return best[2] if best is not None and best[0] >= 0.6 else None


def unknown(kind: str | Explained, value: str, options: Sequence[str], where: str | None = None) -> Explained:
    """``unknown KIND 'value' in WHERE (expected one of: …); did you mean '…'?`` (``kind``: a word of the
    message's language, ``Explained(N_("zone"))``; ``where``: the field)."""
    options = tuple(options)
    if where is None:
        message = Explained(N_("unknown {noun} {value!r} (expected one of: {options})"), noun=kind, value=value,
                            options=options)
    else:
        message = Explained(N_("unknown {noun} {value!r} in {where} (expected one of: {options})"), noun=kind,
                            value=value, where=where, options=options)
    close = suggest(value, options)
    return Explained(N_("{message}; did you mean {close!r}?"), message=message, close=close) if close else message


def wrong_type(ctx: Ctx, node: Node, what: str, expected: str | Explained) -> NoReturn:
    """Fail with ``WHAT must be EXPECTED, got VALUE`` (``expected``: a phrase marked ``N_``)."""
    expected = expected if isinstance(expected, Explained) else Explained(expected)
    ctx.fail(node, N_("{what} must be {expected}, got {value}"), what=what, expected=expected, value=describe(node))


# ----------------------------------------------------------------------------------------------------
# Mappings
# ----------------------------------------------------------------------------------------------------


def entries(ctx: Ctx, node: Node, what: str) -> Items:
    """The ``(key, key node, value node)`` items of a mapping; nothing (``~``) is an empty mapping.

    Keys must be scalars and appear once.
    """
    if isinstance(node, ScalarNode) and node.tag == NULL:
        return []
    if not isinstance(node, MappingNode):
        wrong_type(ctx, node, what, N_("a mapping"))
    items: Items = []
    for key_node, value_node in node.value:
        if not isinstance(key_node, ScalarNode):
            ctx.fail(key_node, N_("keys of {what} must be plain names, got {value}"), what=what,
                     value=describe(key_node))
        key = str(key_node.value).strip()
        if any(key == seen for seen, _, _ in items):
            ctx.fail(key_node, N_("duplicate key {key!r} in {what}"), key=key, what=what)
        items.append((key, key_node, value_node))
    return items


def check_keys(
    ctx: Ctx, node: Node, items: Items, what: str, allowed: Sequence[str], required: Collection[str] = ()
) -> dict[str, Node]:
    """Refuse keys outside ``allowed`` (suggesting the closest) and report missing ``required`` ones."""
    for key, key_node, _ in items:
        if key not in allowed:
            ctx.fail(key_node, unknown(Explained(N_("{what} key"), what=what), key, allowed))
    values = {key: value for key, _, value in items}
    for key in required:
        if key not in values:
            ctx.fail(node, N_("{what} is missing required key {key!r}"), what=what, key=key)
    return values


def fields(
    ctx: Ctx, node: Node, what: str, allowed: Sequence[str], required: Collection[str] = ()
) -> dict[str, Node]:
    """A mapping with allowed and required keys, as ``{key: value node}``."""
    return check_keys(ctx, node, entries(ctx, node, what), what, allowed, required)


def select_kind(ctx: Ctx, node: Node, what: str, kinds: Mapping[str, Collection[str]]) -> tuple[str, Items]:
    """Find which of ``kinds`` a mapping is, by its one *kind key* (``cast:``, ``zone:``, ``targets:`` …).

    ``kinds`` maps each kind key to its companion keys; two kind keys together are an error unless one is a
    companion of the other (``top`` and ``bottom``).  Keys are checked by the caller once the kind is known.
    """
    items = entries(ctx, node, what)
    found = [key for key, _, _ in items if key in kinds]
    if not found:
        companions = {key for keys in kinds.values() for key in keys}
        for key, key_node, _ in items:
            if key not in companions:
                ctx.fail(key_node, unknown(Explained(N_("{what} key"), what=what), key, list(kinds)))
        ctx.fail(node, N_("{what} needs one of: {keys}"), what=what, keys=tuple(kinds))
    kind = found[0]
    for other in found[1:]:
        if other not in kinds[kind]:
            ctx.fail(node, N_("{what} has both {key!r} and {other!r}: write one per list item"), what=what,
                     key=kind, other=other)
    return kind, items


def read_fields(ctx: Ctx, values: Mapping[str, Node], readers: Mapping[str, Reader]) -> dict[str, Any]:
    """Read each present key with its reader: ``{key: value}``."""
    return {key: readers[key](ctx, node, key) for key, node in values.items()}


# ----------------------------------------------------------------------------------------------------
# Scalars and lists
# ----------------------------------------------------------------------------------------------------


def integer(ctx: Ctx, node: Node, what: str, minimum: int | None = None) -> int:
    """An integer scalar (YAML's own integer forms), at least ``minimum`` when given."""
    if not (isinstance(node, ScalarNode) and node.tag == INT):
        wrong_type(ctx, node, what, N_("an integer"))
    value = SafeConstructor().construct_yaml_int(node)
    if minimum is not None and value < minimum:
        ctx.fail(node, N_("{what} must be at least {minimum}, got {value}"), what=what, minimum=minimum,
                 value=value)
    return value


def at_least(minimum: int) -> Reader:
    """A reader of integers ``>= minimum``."""
    return lambda ctx, node, what: integer(ctx, node, what, minimum)


def boolean(ctx: Ctx, node: Node, what: str) -> bool:
    """``true``/``false`` (YAML 1.1 also reads ``yes``/``no``/``on``/``off`` as booleans)."""
    if not (isinstance(node, ScalarNode) and node.tag == BOOL):
        wrong_type(ctx, node, what, N_("true or false"))
    return SafeConstructor().construct_yaml_bool(node)


def text_value(ctx: Ctx, node: Node, what: str) -> str:
    """A non-empty name or text, as written in the file (numbers keep their original spelling)."""
    if isinstance(node, ScalarNode) and node.tag == BOOL:
        ctx.fail(node, N_("{what} must be a name or text, got {value!r} (YAML reads it as true/false: quote it)"),
                 what=what, value=node.value)
    if not isinstance(node, ScalarNode) or node.tag == NULL:
        wrong_type(ctx, node, what, N_("a name or text"))
    value = str(node.value).strip()
    if not value:
        ctx.fail(node, N_("{what} must not be empty"), what=what)
    return value


def one_of(options: Sequence[str], kind: str | Explained) -> Reader:
    """A reader of one of ``options`` (case-insensitive; returns the option as spelled in ``options``)."""

    def read(ctx: Ctx, node: Node, what: str) -> str:
        value = text_value(ctx, node, what)
        for option in options:
            if option.lower() == value.lower():
                return option
        ctx.fail(node, unknown(kind, value, options, what))

    return read


def seq(ctx: Ctx, node: Node, what: str) -> list[Node]:
    """The items of a list; nothing (``~``) is an empty list."""
    if isinstance(node, ScalarNode) and node.tag == NULL:
        return []
    if not isinstance(node, SequenceNode):
        wrong_type(ctx, node, what, N_("a list"))
    return list(node.value)


def list_of(item: Reader) -> Reader:
    """A reader of a list whose items are read by ``item``; returns a tuple."""
    return lambda ctx, node, what: tuple(item(ctx, entry, f"{what} entry") for entry in seq(ctx, node, what))


def pairs_of(key: Reader, value: Reader) -> Reader:
    """A reader of a mapping as a tuple of ``(key, value)`` pairs, in the file's order."""

    def read(ctx: Ctx, node: Node, what: str) -> tuple[tuple[Any, Any], ...]:
        return tuple(
            (key(ctx, key_node, what), value(ctx, value_node, f"{what} {name!r}"))
            for name, key_node, value_node in entries(ctx, node, what)
        )

    return read


def rule_number(ctx: Ctx, node: Node, what: str) -> str:
    """A CR rule number such as ``702.174a``, read from the scalar's original text (so ``702.10`` stays)."""
    if not isinstance(node, ScalarNode) or node.tag not in (INT, FLOAT, STR):
        wrong_type(ctx, node, what, N_("a rule number like 702.174a"))
    value = str(node.value).strip().lower()
    if not _RULE.fullmatch(value):
        ctx.fail(node, N_("{what} must be a rule number like 702.174a or 603.3, got {value!r}"), what=what,
                 value=node.value)
    return value

