"""Typed model and validation of judge scenarios (``shared/spec/scenario-format.md``, version 1).

:func:`load_scenario` / :func:`parse_scenario` turn a scenario YAML file into frozen dataclasses (tuples,
never lists) or raise :class:`ScenarioError` naming the file, the line, the action and the field.  This module
only reads and validates: card names, object references and decisions are resolved by the engine-side judge.
Object references stay strings in the model; :func:`parse_reference` splits one into its parts.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from yaml.nodes import Node, ScalarNode

from manastack.judge.yaml_lines import (
    BOOL,
    MAX_BYTES,
    NULL,
    STR,
    Ctx,
    Reader,
    ScenarioError,
    at_least,
    boolean,
    check_keys,
    compose_document,
    fields,
    integer,
    line_of,
    list_of,
    one_of,
    pairs_of,
    read_fields,
    rule_number,
    select_kind,
    seq,
    text_value,
    unknown,
    wrong_type,
)
from manastack.types.explained import Explained
from manastack.types.markers import N_

__all__ = [
    "ACTION_KEYS", "CAST_ZONES", "COLORS", "NEXT_TURN", "OBJECT_ZONES", "PATTERN_FIELDS", "PLAYER_ZONES",
    "STEPS",
    "Action", "Activate", "Advance", "Answer", "Attack", "Block", "Cards", "Cast", "Choose", "Cited",
    "ColorChoice", "Damage", "ExpectStep", "Expectation", "ExtraTurns", "Life", "Lost", "Mode", "ObjectIs",
    "Option", "Order", "Pass", "Pattern", "Play", "PlayerChoice", "PlayerHas", "PlayerSetup", "Reference",
    "Resolve", "Scenario", "ScenarioError", "StackIs", "Targets", "TopBottom", "TurnFaceUp", "TurnIs",
    "TurnSetup", "Winner", "YesNo", "Zone", "ZoneEntry", "load_scenario", "parse_reference", "parse_scenario",
]  # fmt: skip

# Spec "turn": the step names, in order.
STEPS: tuple[str, ...] = (
    "untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers",
    "combat_damage", "end_combat", "main2", "end", "cleanup",
)  # fmt: skip
NEXT_TURN = "next_turn"
COLORS: tuple[str, ...] = ("white", "blue", "black", "red", "green")
PLAYER_ZONES: tuple[str, ...] = ("hand", "library", "graveyard", "exile", "battlefield")
OBJECT_ZONES: tuple[str, ...] = (*PLAYER_ZONES, "stack")
CAST_ZONES: tuple[str, ...] = ("hand", "library", "graveyard", "exile")
TOP_LEVEL_KEYS: tuple[str, ...] = ("title", "rules", "seed", "players", "turn", "actions", "expect", "cards")
PLAYER_KEYS: tuple[str, ...] = ("name", "life", *PLAYER_ZONES)
BATTLEFIELD_ONLY: tuple[str, ...] = ("tapped", "sick", "token", "attached_to", "owner")
_INDEX = re.compile(r"[1-9][0-9]*")
_LONE_SLASH = re.compile(r"(?<!/)/(?!/)")

Counters = tuple[tuple[str, int], ...]


# ----------------------------------------------------------------------------------------------------
# Object references (spec "Object references")
# ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Reference:
    """``Name``, ``Name@Player``, ``Name@Player#2`` (also ``Name#2``), each maybe followed by ``/ words``."""

    name: str
    controller: str | None = None
    index: int | None = None
    ability_fragment: str | None = None


class BadReference(Explained, ValueError):
    """A reference that is malformed, or names no object or several (callers turn it into error 2)."""


def parse_reference(text: str) -> Reference:
    """Split an object reference into its parts (spec "Object references"); raise :class:`BadReference` if
    malformed.

    The fragment follows the first lone ``/`` (a split card's ``//`` is part of the name).
    """
    base, fragment = _split_fragment(text)
    index = None
    if "#" in base:
        base, _, number = base.rpartition("#")
        if not _INDEX.fullmatch(number.strip()):
            raise BadReference(N_("reference {reference!r}: '#' must be followed by 1, 2, … (#1 is the first)"),
                              reference=text)
        index = int(number)
    controller = None
    if "@" in base:
        base, _, controller = base.rpartition("@")
        controller = controller.strip()
        if not controller:
            raise BadReference(N_("reference {reference!r} has no player after '@'"), reference=text)
    name = base.strip()
    if not name:
        raise BadReference(N_("reference {reference!r} has no name (write e.g. 'Grizzly Bears@Bruno#2')"),
                           reference=text)
    return Reference(name=name, controller=controller, index=index, ability_fragment=fragment)


def _split_fragment(text: str) -> tuple[str, str | None]:
    slash = _LONE_SLASH.search(text)
    if slash is None:
        return text, None
    fragment = text[slash.end() :].strip()
    if not fragment:
        raise BadReference(N_("reference {reference!r} has nothing after '/' (write words of the ability)"),
                           reference=text)
    return text[: slash.start()], fragment


# ----------------------------------------------------------------------------------------------------
# Setup (spec "Top level", "players", "turn")
# ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ZoneEntry:
    """One zone entry (spec "players"); ``count`` identical objects. ``counters`` is ``((kind, n), …)``."""

    card: str
    count: int = 1
    tapped: bool = False
    counters: Counters = ()
    sick: bool = False
    token: bool = False
    face_down: bool = False
    attached_to: str | None = None
    owner: str | None = None
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class PlayerSetup:
    """A player (spec "players"); ``library`` is top card first."""

    name: str
    life: int = 20
    hand: tuple[ZoneEntry, ...] = ()
    library: tuple[ZoneEntry, ...] = ()
    graveyard: tuple[ZoneEntry, ...] = ()
    exile: tuple[ZoneEntry, ...] = ()
    battlefield: tuple[ZoneEntry, ...] = ()
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class TurnSetup:
    """The starting turn (spec "turn"); ``active`` defaults to the first player."""

    number: int = 1
    active: str = ""
    step: str = "main1"
    line: int = 0


# ----------------------------------------------------------------------------------------------------
# Expectations (spec "Expectations")
# ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Pattern:
    """An object pattern (spec "Expectations", pattern fields); ``None`` means "not checked".

    ``colors=()`` means colorless; ``counters`` is ``((kind, n), …)``.
    """

    name: str | None = None
    token: bool | None = None
    tapped: bool | None = None
    power: int | None = None
    toughness: int | None = None
    types: tuple[str, ...] | None = None
    subtypes: tuple[str, ...] | None = None
    supertypes: tuple[str, ...] | None = None
    colors: tuple[str, ...] | None = None
    counters: Counters | None = None
    keywords: tuple[str, ...] | None = None
    controller: str | None = None
    owner: str | None = None
    zone: str | None = None
    sick: bool | None = None
    damage: int | None = None
    face_down: bool | None = None
    phased_out: bool | None = None
    attached_to: str | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Life:
    """``life: {Ana: 20}`` — each listed player's life total."""

    life: tuple[tuple[str, int], ...]
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Zone:
    """``zone: Bruno.battlefield`` (``player`` set) or ``zone: stack`` (``player`` None) with its checks."""

    zone: str
    player: str | None = None
    count: int | None = None
    contains: tuple[Pattern, ...] = ()
    lacks: tuple[Pattern, ...] = ()
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class ObjectIs:
    """``object: REF`` with ``is: PATTERN`` (``negate`` False) or ``is_not: PATTERN`` (``negate`` True)."""

    ref: str
    pattern: Pattern
    negate: bool = False
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class StackIs:
    """``stack: empty`` (``names == ()``) or ``stack: [A, B]`` — references, top first."""

    names: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class TurnIs:
    """``turn: {active, number, step}`` — each optional (None = not checked), at least one given."""

    active: str | None = None
    number: int | None = None
    step: str | None = None
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class ExtraTurns:
    """``extra_turns: [Bruno]`` — turns queued after this one, in order (CR 500.7)."""

    players: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Lost:
    """``lost: [Bruno]`` — the players who have lost."""

    players: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Winner:
    """``winner: Ana`` — the game is over and Ana won."""

    player: str
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class PlayerHas:
    """``player: Ana`` with ``keywords`` and/or ``lacks_keywords``."""

    player: str
    keywords: tuple[str, ...] = ()
    lacks_keywords: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Cited:
    """``cited: [702.174, 603.3]`` — rule numbers the trace must have cited (prefix at a boundary)."""

    rules: tuple[str, ...] = ()
    line: int = 0


Expectation = Life | Zone | ObjectIs | StackIs | TurnIs | ExtraTurns | Lost | Winner | PlayerHas | Cited


# ----------------------------------------------------------------------------------------------------
# Answers to `choose` (spec "choose")
# ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Order:
    """``{order: [A, B]}`` — listed first is put on the stack first (CR 603.3b)."""

    order: tuple[str, ...]
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Targets:
    """``{targets: [X]}`` — targets of a triggered ability (CR 603.3d)."""

    targets: tuple[str, ...]
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class YesNo:
    """``yes`` / ``no`` — an optional action or cost."""

    value: bool
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Cards:
    """``{cards: [A, B]}`` — chosen objects."""

    cards: tuple[str, ...]
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class PlayerChoice:
    """``{player: Bruno}`` — a chosen player."""

    player: str
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class ColorChoice:
    """``{color: green}`` — a chosen color (lower case)."""

    color: str
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Damage:
    """``{damage: {Grizzly Bears: 2, Bruno: 1}}`` — ``((recipient ref, amount), …)`` (CR 510.1c–d)."""

    assignments: tuple[tuple[str, int], ...]
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class TopBottom:
    """``{top: [A], bottom: [B]}`` (scry) or ``{top: [A], graveyard: [B]}`` (surveil) — cards kept on top (top
    first) and put on the bottom or into the graveyard; each optional."""

    top: tuple[str, ...] = ()
    bottom: tuple[str, ...] = ()
    graveyard: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Mode:
    """``{mode: N}`` — a mode chosen on resolution or for a triggered ability (0-based)."""

    mode: int
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Option:
    """``{option: N}`` — any other decision, by the 0-based index of its option in the trace."""

    option: int
    line: int = 0


Answer = Order | Targets | YesNo | Cards | PlayerChoice | ColorChoice | Damage | TopBottom | Mode | Option


# ----------------------------------------------------------------------------------------------------
# Actions (spec "Actions"); ``index`` is 1-based
# ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Play:
    """``{play: Island, by: Ana}`` — play a land (CR 305)."""

    card: str
    by: str
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Cast:
    """``{cast: CARD, by, gift, awaken, costs, targets, x, modes, from}`` — cast a spell (CR 601)."""

    card: str
    by: str
    gift: str | None = None
    awaken: bool = False
    costs: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    x: int | None = None
    modes: tuple[int, ...] = ()
    from_zone: str = "hand"
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Activate:
    """``{activate: CARD, by, ability, targets, x, modes, from}`` — ``ability`` is 0-based in printed order.

    ``from_zone`` None means "wherever the referenced object is".
    """

    card: str
    by: str
    ability: int = 0
    targets: tuple[str, ...] = ()
    x: int | None = None
    modes: tuple[int, ...] = ()
    from_zone: str | None = None
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Pass:
    """``{pass: Ana}`` — Ana passes priority once."""

    player: str
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Resolve:
    """``{resolve: top}`` or ``{resolve: all}``."""

    what: str
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Choose:
    """``{choose: ANSWER, by: Ana}`` — answer the pending decision that is not priority."""

    answer: Answer
    by: str
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Advance:
    """``{advance: STEP}`` — a step name or ``next_turn`` (spec "Advancing")."""

    step: str
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Attack:
    """``{attack: {attacker: defender}, by}`` — ``by`` None when omitted (``{attack: {}}`` declares none)."""

    assignments: tuple[tuple[str, str], ...] = ()
    by: str | None = None
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Block:
    """``{block: {blocker: attacker}, by}``."""

    assignments: tuple[tuple[str, str], ...]
    by: str
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class TurnFaceUp:
    """``{turn_face_up: CARD, by}`` — turn a face-down permanent face up (CR 702.37e)."""

    card: str
    by: str
    index: int = 0
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class ExpectStep:
    """``{expect: [...]}`` — expectations checked in the middle of the scenario."""

    expectations: tuple[Expectation, ...]
    index: int = 0
    line: int = 0


Action = Play | Cast | Activate | Pass | Resolve | Choose | Advance | Attack | Block | TurnFaceUp | ExpectStep


@dataclass(frozen=True, kw_only=True)
class CardFile:
    """One entry of ``cards:`` — a card file, its path as written (relative to the scenario file)."""

    path: str
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Scenario:
    """A whole scenario file (spec "Top level")."""

    file: str
    title: str
    rules: tuple[str, ...] = ()
    seed: int = 0
    players: tuple[PlayerSetup, ...] = ()
    turn: TurnSetup = field(default_factory=TurnSetup)
    actions: tuple[Action, ...] = ()
    expect: tuple[Expectation, ...] = ()
    cards: tuple[CardFile, ...] = ()


# ----------------------------------------------------------------------------------------------------
# Scenario-specific readers
# ----------------------------------------------------------------------------------------------------


def _player(ctx: Ctx, node: Node, what: str) -> str:
    """A player's name (spec "Object references": a player is named by name)."""
    name = text_value(ctx, node, what)
    if name not in ctx.players:
        ctx.fail(node, unknown(Explained(N_("player")), name, ctx.players, what))
    return name


def _reference(ctx: Ctx, node: Node, what: str) -> str:
    """An object reference, checked by :func:`parse_reference` and for a known controller; kept as text."""
    value = text_value(ctx, node, what)
    try:
        reference = parse_reference(value)
    except BadReference as exc:
        ctx.fail(node, N_("{what}: {problem}"), what=what, problem=exc)
    if reference.controller is not None and reference.controller not in ctx.players:
        ctx.fail(node, unknown(Explained(N_("player")), reference.controller, ctx.players, f"{what} {value!r}"))
    return value


def _gift(ctx: Ctx, node: Node, what: str) -> str | None:
    """``gift: Bruno``; ``false`` (or nothing) means no promise (spec "cast options")."""
    if isinstance(node, ScalarNode) and node.tag == NULL:
        return None
    if isinstance(node, ScalarNode) and node.tag == BOOL:
        if not boolean(ctx, node, what):
            return None
        ctx.fail(node, N_("gift names the player the gift is promised to (e.g. gift: Bruno), or is false"))
    return _player(ctx, node, what)


def _optional_cost(ctx: Ctx, node: Node, what: str) -> str:
    """A keyword whose optional additional cost is paid (``costs: [offspring]``, CR 601.2b); the gift has its
    own option."""
    from manastack.rules.keywords.registry import cost_stages

    value = text_value(ctx, node, what).lower()
    known = (*(s for s in cost_stages() if s != "gift"), "forage",   # forage: a way to pay an additional cost
             "sacrifice")     # "you may sacrifice any number of …": the permanents are then chosen (choose)
    if value not in known:
        ctx.fail(node, unknown(Explained(N_("optional additional cost")), value, known, what))
    return value


_natural = at_least(0)
_names = list_of(text_value)
_references = list_of(_reference)
_players = list_of(_player)
_counters = pairs_of(text_value, _natural)
_step = one_of(STEPS, Explained(N_("step")))


_colors = list_of(one_of(COLORS, Explained(N_("color"))))  # lower case; ``[]`` is colorless


def _patterns(ctx: Ctx, node: Node, what: str) -> tuple[Pattern, ...]:
    """A list of patterns (``contains``, ``lacks``)."""
    return tuple(_pattern(ctx, item, f"{what} pattern") for item in seq(ctx, node, what))


_PATTERN_READERS: dict[str, Reader] = {
    "name": text_value, "token": boolean, "tapped": boolean, "power": integer, "toughness": integer,
    "types": _names, "subtypes": _names, "supertypes": _names, "colors": _colors, "counters": _counters,
    "keywords": _names, "controller": _player, "owner": _player,
    "zone": one_of(OBJECT_ZONES, Explained(N_("zone"))),
    "sick": boolean, "damage": _natural, "face_down": boolean, "phased_out": boolean,
    "attached_to": _reference, "attacking": boolean, "blocking": boolean,
}  # fmt: skip
PATTERN_FIELDS: tuple[str, ...] = tuple(_PATTERN_READERS)


def _pattern(ctx: Ctx, node: Node, what: str) -> Pattern:
    """A pattern (spec "Expectations"): a mapping of pattern fields."""
    values = fields(ctx, node, what, PATTERN_FIELDS)
    return Pattern(line=line_of(node), **read_fields(ctx, values, _PATTERN_READERS))


_ENTRY_READERS: dict[str, Reader] = {
    "card": text_value, "count": at_least(1), "tapped": boolean, "counters": _counters, "sick": boolean,
    "token": boolean, "face_down": boolean, "attached_to": _reference, "owner": _player,
}  # fmt: skip


def _zone_entry(ctx: Ctx, node: Node, zone: str) -> ZoneEntry:
    """A zone entry: a plain card name or a mapping with ``card`` (spec "players")."""
    if isinstance(node, ScalarNode) and node.tag != NULL:
        return ZoneEntry(card=text_value(ctx, node, "card"), line=line_of(node))
    values = fields(ctx, node, f"{zone} entry", tuple(_ENTRY_READERS), required=("card",))
    for key in BATTLEFIELD_ONLY:
        if key in values and zone != "battlefield":
            ctx.fail(values[key], N_("{key} applies only to battlefield entries, not to {zone}"), key=key, zone=zone)
    return ZoneEntry(line=line_of(node), **read_fields(ctx, values, _ENTRY_READERS))


def _zone_entries(zone: str) -> Reader:
    return lambda ctx, node, what: tuple(_zone_entry(ctx, item, zone) for item in seq(ctx, node, what))


_PLAYER_READERS: dict[str, Reader] = {
    "name": text_value, "life": integer, **{zone: _zone_entries(zone) for zone in PLAYER_ZONES},
}  # fmt: skip


def _player_names(ctx: Ctx, nodes: list[Node], at: Node) -> tuple[str, ...]:
    """The players' names, in turn order: 2 or more, unique, usable in references."""
    if len(nodes) < 2:
        ctx.fail(at, N_("players must list at least 2 players, got {count}"), count=len(nodes))
    names: list[str] = []
    for node in nodes:
        name_node = fields(ctx, node, "player", PLAYER_KEYS, required=("name",))["name"]
        name = text_value(ctx, name_node, "name")
        if any(char in name for char in "@#/"):
            ctx.fail(name_node, N_("player name {name!r} must not contain '@', '#' or '/' (used by references)"),
                     name=name)
        if name.lower() in (seen.lower() for seen in names):
            ctx.fail(name_node, N_("duplicate player name {name!r}"), name=name)
        names.append(name)
    return tuple(names)


def _player_setup(ctx: Ctx, node: Node) -> PlayerSetup:
    values = fields(ctx, node, "player", PLAYER_KEYS, required=("name",))
    return PlayerSetup(line=line_of(node), **read_fields(ctx, values, _PLAYER_READERS))


_TURN_READERS: dict[str, Reader] = {"number": at_least(1), "active": _player, "step": _step}


def _turn_setup(ctx: Ctx, node: Node | None) -> TurnSetup:
    """``turn: {number, active, step}`` with the spec's defaults."""
    if node is None:
        return TurnSetup(active=ctx.players[0])
    values = read_fields(ctx, fields(ctx, node, "turn", tuple(_TURN_READERS)), _TURN_READERS)
    return TurnSetup(line=line_of(node), **{"active": ctx.players[0], **values})


# ----------------------------------------------------------------------------------------------------
# Expectations
# ----------------------------------------------------------------------------------------------------


def _zone_name(ctx: Ctx, node: Node, what: str) -> tuple[str | None, str]:
    """``PLAYER.ZONE`` or ``stack`` → ``(player, zone)``."""
    value = text_value(ctx, node, what)
    if value.lower() == "stack":
        return None, "stack"
    player, dot, zone = value.rpartition(".")
    if not dot:
        ctx.fail(node, N_("{what} must be PLAYER.ZONE (e.g. Bruno.battlefield) or stack, got {value!r}"), what=what,
                 value=value)
    if player not in ctx.players:
        ctx.fail(node, unknown(Explained(N_("player")), player, ctx.players, f"{what} {value!r}"))
    if zone.lower() not in PLAYER_ZONES:
        ctx.fail(node, unknown(Explained(N_("zone")), zone, PLAYER_ZONES, f"{what} {value!r}"))
    return player, zone.lower()


def _expect_zone(ctx: Ctx, node: Node, values: dict[str, Node]) -> Zone:
    if not {"count", "contains", "lacks"} & values.keys():
        ctx.fail(node, N_("a zone expectation needs count, contains or lacks"))
    player, zone = _zone_name(ctx, values.pop("zone"), "zone")
    readers: dict[str, Reader] = {"count": _natural, "contains": _patterns, "lacks": _patterns}
    return Zone(player=player, zone=zone, line=line_of(node), **read_fields(ctx, values, readers))


def _expect_object(ctx: Ctx, node: Node, values: dict[str, Node]) -> ObjectIs:
    negate = "is_not" in values
    if negate == ("is" in values):
        ctx.fail(node, N_("an object expectation needs exactly one of is or is_not (write two entries for both)"))
    key = "is_not" if negate else "is"
    pattern = _pattern(ctx, values[key], f"{key} pattern")
    ref = _reference(ctx, values["object"], "object")
    return ObjectIs(ref=ref, pattern=pattern, negate=negate, line=line_of(node))


def _expect_stack(ctx: Ctx, node: Node, values: dict[str, Node]) -> StackIs:
    value = values["stack"]
    if isinstance(value, ScalarNode) and value.tag == STR and value.value.strip().lower() == "empty":
        return StackIs(names=(), line=line_of(node))
    if isinstance(value, ScalarNode):
        wrong_type(ctx, value, "stack", N_("empty or a list of names, top first"))
    return StackIs(names=_references(ctx, value, "stack"), line=line_of(node))


def _expect_turn(ctx: Ctx, node: Node, values: dict[str, Node]) -> TurnIs:
    turn = values["turn"]
    read = read_fields(ctx, fields(ctx, turn, "turn", tuple(_TURN_READERS)), _TURN_READERS)
    if not read:
        ctx.fail(turn, N_("a turn expectation needs active, number or step"))
    return TurnIs(line=line_of(node), **read)


def _expect_player(ctx: Ctx, node: Node, values: dict[str, Node]) -> PlayerHas:
    if not {"keywords", "lacks_keywords"} & values.keys():
        ctx.fail(node, N_("a player expectation needs keywords or lacks_keywords"))
    readers: dict[str, Reader] = {"player": _player, "keywords": _names, "lacks_keywords": _names}
    return PlayerHas(line=line_of(node), **read_fields(ctx, values, readers))


def _single(cls: Any, key: str, name: str, reader: Reader) -> Any:
    """An expectation made of one key whose value is read into field ``name``."""
    return lambda ctx, node, values: cls(line=line_of(node), **{name: reader(ctx, values[key], key)})


_EXPECTATIONS: dict[str, tuple[tuple[str, ...], Any]] = {
    "life": ((), _single(Life, "life", "life", pairs_of(_player, integer))),
    "zone": (("count", "contains", "lacks"), _expect_zone),
    "object": (("is", "is_not"), _expect_object),
    "stack": ((), _expect_stack),
    "turn": ((), _expect_turn),
    "extra_turns": ((), _single(ExtraTurns, "extra_turns", "players", _players)),
    "lost": ((), _single(Lost, "lost", "players", _players)),
    "winner": ((), _single(Winner, "winner", "player", _player)),
    "player": (("keywords", "lacks_keywords"), _expect_player),
    "cited": ((), _single(Cited, "cited", "rules", list_of(rule_number))),
}


def _expectation(ctx: Ctx, node: Node, what: str) -> Expectation:
    """One expectation (spec "Expectations"), recognised by its kind key."""
    kinds = {kind: companions for kind, (companions, _) in _EXPECTATIONS.items()}
    kind, items = select_kind(ctx, node, "expectation", kinds)
    values = check_keys(ctx, node, items, f"{kind} expectation", (kind, *kinds[kind]))
    result: Expectation = _EXPECTATIONS[kind][1](ctx, node, values)
    return result


_expectations = list_of(_expectation)


# ----------------------------------------------------------------------------------------------------
# Actions and answers: table-driven forms
# ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Form:
    """An action or answer form: its class, a reader per key (kind key first), renames, required keys."""

    cls: Any
    readers: Mapping[str, Reader]
    rename: Mapping[str, str]
    required: tuple[str, ...] = ()


def _read_form(ctx: Ctx, node: Node, what: str, forms: Mapping[str, _Form], **extra: Any) -> Any:
    """Recognise the form by its kind key, check its keys, read them and build its dataclass."""
    kinds = {kind: tuple(key for key in form.readers if key != kind) for kind, form in forms.items()}
    kind, items = select_kind(ctx, node, what, kinds)
    form = forms[kind]
    values = check_keys(ctx, node, items, f"{kind} {what}", tuple(form.readers), form.required)
    read = read_fields(ctx, values, form.readers)
    renamed = {form.rename.get(key, key): value for key, value in read.items()}
    return form.cls(line=line_of(node), **extra, **renamed)


_TOP_BOTTOM = _Form(TopBottom, {"top": _references, "bottom": _references, "graveyard": _references}, {})
_ANSWERS: dict[str, _Form] = {
    "order": _Form(Order, {"order": _references}, {}),
    "targets": _Form(Targets, {"targets": _references}, {}),
    "cards": _Form(Cards, {"cards": _references}, {}),
    "player": _Form(PlayerChoice, {"player": _player}, {}),
    "color": _Form(ColorChoice, {"color": one_of(COLORS, Explained(N_("color")))}, {}),
    "damage": _Form(Damage, {"damage": pairs_of(_reference, _natural)}, {"damage": "assignments"}),
    "top": _TOP_BOTTOM,
    "bottom": _TOP_BOTTOM,
    "graveyard": _TOP_BOTTOM,
    "mode": _Form(Mode, {"mode": _natural}, {}),
    "option": _Form(Option, {"option": _natural}, {}),
}


def _answer(ctx: Ctx, node: Node, what: str) -> Answer:
    """A ``choose`` answer (spec "choose"): ``yes``/``no`` or a mapping with one form key."""
    if isinstance(node, ScalarNode) and node.tag == BOOL:
        return YesNo(value=boolean(ctx, node, what), line=line_of(node))
    if isinstance(node, ScalarNode) and node.tag != NULL:
        if node.value.strip().lower() in ("yes", "no"):
            return YesNo(value=node.value.strip().lower() == "yes", line=line_of(node))
        wrong_type(ctx, node, what, Explained(N_("yes, no or a mapping with one of: {forms}"), forms=tuple(_ANSWERS)))
    answer: Answer = _read_form(ctx, node, what, _ANSWERS)
    return answer


_assignments = pairs_of(_reference, _reference)
_SPELL_OPTIONS: dict[str, Reader] = {"targets": _references, "x": _natural, "modes": list_of(_natural)}
_ACTIONS: dict[str, _Form] = {
    "play": _Form(Play, {"play": _reference, "by": _player}, {"play": "card"}, ("by",)),
    "cast": _Form(
        Cast,
        {"cast": _reference, "by": _player, "gift": _gift, "awaken": boolean, "costs": list_of(_optional_cost),
         **_SPELL_OPTIONS,
         "from": one_of(CAST_ZONES, Explained(N_("zone")))},
        {"cast": "card", "from": "from_zone"},
        ("by",),
    ),
    "activate": _Form(
        Activate,
        {"activate": _reference, "by": _player, "ability": _natural, **_SPELL_OPTIONS,
         "from": one_of(PLAYER_ZONES, Explained(N_("zone")))},
        {"activate": "card", "from": "from_zone"},
        ("by",),
    ),
    "pass": _Form(Pass, {"pass": _player}, {"pass": "player"}),
    "resolve": _Form(Resolve, {"resolve": one_of(("top", "all"), Explained(N_("resolve value")))},
                     {"resolve": "what"}),
    "choose": _Form(Choose, {"choose": _answer, "by": _player}, {"choose": "answer"}, ("by",)),
    "advance": _Form(Advance, {"advance": one_of((*STEPS, NEXT_TURN), Explained(N_("step")))},
                     {"advance": "step"}),
    "attack": _Form(Attack, {"attack": _assignments, "by": _player}, {"attack": "assignments"}),
    "block": _Form(Block, {"block": _assignments, "by": _player}, {"block": "assignments"}, ("by",)),
    "turn_face_up": _Form(
        TurnFaceUp, {"turn_face_up": _reference, "by": _player}, {"turn_face_up": "card"}, ("by",)
    ),
    "expect": _Form(ExpectStep, {"expect": _expectations}, {"expect": "expectations"}),
}
ACTION_KEYS: tuple[str, ...] = tuple(_ACTIONS)


def _action(ctx: Ctx, node: Node) -> Action:
    """One action (spec "Actions"), recognised by its action key."""
    action: Action = _read_form(ctx, node, "action", _ACTIONS, index=ctx.action_index)
    if isinstance(action, Cast) and action.gift is not None and action.gift == action.by:
        ctx.fail(node, N_("gift must be promised to an opponent, not to the caster {player!r} (CR 702.174a)"),
                 player=action.by)
    return action


def _actions(ctx: Ctx, node: Node, what: str) -> tuple[Action, ...]:
    items = seq(ctx, node, what)
    return tuple(_action(replace(ctx, action_index=index), item) for index, item in enumerate(items, start=1))


# ----------------------------------------------------------------------------------------------------
# Entry points
# ----------------------------------------------------------------------------------------------------


def _card_file(ctx: Ctx, node: Node, what: str) -> CardFile:
    return CardFile(path=text_value(ctx, node, what), line=line_of(node))


_TOP_READERS: dict[str, Reader] = {
    "title": text_value, "rules": list_of(rule_number), "seed": integer,
    "actions": _actions, "expect": _expectations, "cards": list_of(_card_file),
}  # fmt: skip


def parse_scenario(text: str, file: str = "<text>") -> Scenario:
    """Parse scenario YAML ``text`` (spec "Top level"); ``file`` is only used in error messages."""
    ctx = Ctx(file)
    root = compose_document(text, file)
    if root is None:
        ctx.fail(None, N_("the file is empty: a scenario needs at least title and players"))
    values = fields(ctx, root, "scenario", TOP_LEVEL_KEYS, required=("title", "players"))
    player_nodes = seq(ctx, values["players"], "players")
    ctx = replace(ctx, players=_player_names(ctx, player_nodes, values["players"]))
    players = tuple(_player_setup(ctx, node) for node in player_nodes)
    turn = _turn_setup(ctx, values.get("turn"))
    rest = {key: node for key, node in values.items() if key in _TOP_READERS}
    return Scenario(file=file, players=players, turn=turn, **read_fields(ctx, rest, _TOP_READERS))


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    """Read and parse a scenario file, refusing files larger than 1 MiB before parsing them."""
    file = os.fspath(path)
    ctx = Ctx(file)
    try:
        with open(file, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        ctx.fail(None, N_("cannot read the file: {problem}"), problem=exc.strerror or str(exc))
    if len(data) > MAX_BYTES:
        ctx.fail(None, N_("file is too large: more than {limit} bytes (the limit is 1 MiB)"), limit=MAX_BYTES)
    try:
        decoded = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        ctx.fail(data.count(b"\n", 0, exc.start) + 1, N_("the file is not valid UTF-8 text: {problem}"),
                 problem=exc.reason)
    return parse_scenario(decoded, file)
