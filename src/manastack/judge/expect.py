"""Checking expectations (spec ``scenario-format.md``, "Expectations").

Every expectation is evaluated and every failure reported as ``line N: what — expected …, found …``: a report, not
an error, but data like one (``types.explained.Explained``: ``str()`` reads the English, ``text(naming)`` another
language). A reference that names no object, or several, is error 2 (spec "Exit codes"). Characteristics are the
current ones, after every continuous effect (CR 613); phased-out permanents are on the battlefield (CR 702.26).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from manastack.judge.explain import semicolons
from manastack.judge.references import describe, display_name, player_id, resolve_object
from manastack.judge.schema import (
    BadReference,
    Cited,
    Expectation,
    ExtraTurns,
    Life,
    Lost,
    ObjectIs,
    Pattern,
    PlayerHas,
    StackIs,
    TurnIs,
    Winner,
    Zone,
)
from manastack.judge.trace import cited_rules
from manastack.judge.yaml_lines import ScenarioError
from manastack.rules.characteristics import chars
from manastack.rules.statics import player_keywords
from manastack.types.enums import Zone as EZone
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.types.objects import GameObject
from manastack.types.state import GameState


class _Check:
    """The state being checked, and where the expectations are (for messages)."""

    def __init__(self, state: GameState, file: str, action_index: int | None) -> None:
        self.state = state
        self.file = file
        self.action_index = action_index

    def error(self, line: int, message: str | Explained, **facts: object) -> ScenarioError:
        return ScenarioError(self.file, line or None, self.action_index, message, **facts)

    def player(self, name: str, line: int) -> int:
        pid = player_id(self.state, name)
        if pid is None:
            raise self.error(line, N_("unknown player {name!r}"), name=name)
        return pid

    def failure(self, line: int, problem: Explained) -> Explained:
        """A failed expectation, at its line (and its ``expect`` action)."""
        if self.action_index:
            return Explained(N_("{file}:{line} (in action {index}): {problem}"), file=self.file, line=line,
                             index=self.action_index, problem=problem)
        return Explained(N_("{file}:{line}: {problem}"), file=self.file, line=line, problem=problem)


def evaluate(state: GameState, file: str, expectations: Sequence[Expectation],
             action_index: int | None = None) -> list[Explained]:
    """Every failure of ``expectations`` (empty when all hold)."""
    check = _Check(state, file, action_index)
    return [check.failure(expectation.line, problem) for expectation in expectations
            for problem in CHECKERS[type(expectation)](check, expectation)]


def _differs(what: str | Explained, expected: object, found: object) -> Explained:
    """``WHAT: expected X, found Y``."""
    return Explained(N_("{what}: expected {expected}, found {found}"), what=what, expected=expected, found=found)


# -- the forms ------------------------------------------------------------------------------------------
def _life(check: _Check, e: Life) -> list[Explained]:
    found = []
    for name, life in e.life:
        actual = check.state.players[check.player(name, e.line)].life
        if actual != life:
            found.append(_differs(Explained(N_("life of {player}"), player=name), life, actual))
    return found


def _zone_ids(check: _Check, e: Zone) -> list[int]:
    state = check.state
    if e.player is None:
        return list(reversed(state.stack))
    pid = check.player(e.player, e.line)
    if e.zone == "battlefield":
        return [o for o in state.battlefield if state.objects[o].controller == pid]
    if e.zone == "exile":
        return [o for o in state.exile if state.objects[o].owner == pid]
    return list(state.zone_list(EZone(e.zone), pid))


def _zone(check: _Check, e: Zone) -> list[Explained]:
    state = check.state
    ids = _zone_ids(check, e)
    label = "stack" if e.player is None else f"{e.player}.{e.zone}"
    contents = tuple(describe(state, o).rsplit(" (", 1)[0] for o in ids) or Explained(N_("nothing"))
    found = []
    if e.count is not None and len(ids) != e.count:
        found.append(Explained(N_("{label}: expected {count} object(s), found {found}: {contents}"), label=label,
                               count=e.count, found=len(ids), contents=contents))
    for pattern in e.contains:
        if not any(not mismatches(check, state.objects[o], pattern) for o in ids):
            found.append(_none_matching(check, ids, pattern, label, contents))
    for pattern in e.lacks:
        hits = [o for o in ids if not mismatches(check, state.objects[o], pattern)]
        if hits:
            found.append(Explained(N_("{label}: expected no object matching {pattern}, found {objects}"),
                                   label=label, pattern=show_pattern(pattern),
                                   objects=tuple(describe(state, o) for o in hits)))
    return found


def _none_matching(check: _Check, ids: list[int], pattern: Pattern, label: str, contents: object) -> Explained:
    """No object of the zone matches: the one that differs the least from the pattern, and how."""
    scored = [(len(m) + 100 * any(d.get("what") == "name" for d in m), o, m)
              for o in ids if (m := mismatches(check, check.state.objects[o], pattern))]
    if not scored:
        return Explained(N_("{label}: expected an object matching {pattern}, found none; it holds: {contents}"),
                         label=label, pattern=show_pattern(pattern), contents=contents)
    _, oid, diffs = min(scored, key=lambda score: score[:2])
    return Explained(N_("{label}: expected an object matching {pattern}, found none (closest: {closest} with "
                        "{differences}); it holds: {contents}"), label=label, pattern=show_pattern(pattern),
                     closest=describe(check.state, oid), differences=semicolons(diffs), contents=contents)


def _object(check: _Check, e: ObjectIs) -> list[Explained]:
    state = check.state
    everything = sorted(oid for oid in state.objects)
    try:
        oid = resolve_object(state, e.ref, everything, "object")
    except BadReference as exc:
        raise check.error(e.line, exc) from None
    diffs = mismatches(check, state.objects[oid], e.pattern)
    if e.negate and not diffs:
        return [Explained(N_("{reference}: expected not to match {pattern}, but it does"), reference=e.ref,
                          pattern=show_pattern(e.pattern))]
    if not e.negate and diffs:
        return [Explained(N_("{reference}: {differences}"), reference=e.ref, differences=semicolons(diffs))]
    return []


def _stack(check: _Check, e: StackIs) -> list[Explained]:
    state = check.state
    ids = list(reversed(state.stack))
    names = tuple(display_name(state, state.objects[o]) for o in ids) or Explained(N_("empty"))
    want = tuple(e.names) or Explained(N_("empty"))
    if len(ids) != len(e.names):
        return [_differs(Explained(N_("stack (top first)")), want, names)]
    for position, (ref, oid) in enumerate(zip(e.names, ids, strict=True), 1):
        try:
            resolve_object(state, ref, [oid], "stack")
        except ValueError:
            return [Explained(N_("stack (top first): expected {expected}, found {found} (position {position} "
                                 "differs)"), expected=want, found=names, position=position)]
    return []


def _turn(check: _Check, e: TurnIs) -> list[Explained]:
    state = check.state
    found = []
    active = state.players[state.active].name
    if e.active is not None and check.player(e.active, e.line) != state.active:
        found.append(_differs(Explained(N_("active player")), e.active, active))
    if e.number is not None and e.number != state.turn_number:
        found.append(_differs(Explained(N_("turn number")), e.number, state.turn_number))
    if e.step is not None and e.step != state.step.value:
        found.append(_differs("step", e.step, state.step.value))
    return found


def _names(check: _Check, pids: Sequence[int]) -> list[str]:
    return [check.state.players[p].name for p in pids]


def _extra_turns(check: _Check, e: ExtraTurns) -> list[Explained]:
    found = _names(check, check.state.extra_turns)
    want = [check.state.players[check.player(n, e.line)].name for n in e.players]
    return [] if found == want else [_differs(Explained(N_("extra turns")), repr(want), repr(found))]


def _lost(check: _Check, e: Lost) -> list[Explained]:
    found = sorted(p.name for p in check.state.players if p.lost)
    want = sorted(check.state.players[check.player(n, e.line)].name for n in e.players)
    return [] if found == want else [_differs(Explained(N_("players who lost")), repr(want), repr(found))]


def _winner(check: _Check, e: Winner) -> list[Explained]:
    state = check.state
    pid = check.player(e.player, e.line)
    if state.game_over and (state.winner == pid or state.players[pid].won):
        return []
    now = (Explained(N_("the winner is {player}"), player=state.players[state.winner].name)
           if state.game_over and state.winner is not None
           else Explained(N_("the game ended in a draw")) if state.game_over else Explained(N_("the game is not over")))
    return [Explained(N_("winner: expected {player}, but {now}"), player=e.player, now=now)]


def _player(check: _Check, e: PlayerHas) -> list[Explained]:
    pid = check.player(e.player, e.line)
    has = {k.lower() for k in player_keywords(check.state, pid)}
    keywords = sorted(player_keywords(check.state, pid))
    shown = repr(keywords) if keywords else Explained(N_("none"))
    found = [Explained(N_("{player}: expected keyword {keyword}, found {found}"), player=e.player, keyword=k,
                       found=shown) for k in e.keywords if k.lower() not in has]
    found += [Explained(N_("{player}: expected no keyword {keyword}, but has it"), player=e.player, keyword=k)
              for k in e.lacks_keywords if k.lower() in has]
    return found


_RULE_TAIL = re.compile(r"[.a-z]")


def rule_matches(prefix: str, rule: str) -> bool:
    """Spec "cited": 608 matches 608.2b, 603.3 matches 603.3b, 702.17 doesn't match 702.174."""
    if rule == prefix:
        return True
    return rule.startswith(prefix) and bool(_RULE_TAIL.match(rule[len(prefix)]))


def _cited(check: _Check, e: Cited) -> list[Explained]:
    rules = cited_rules(check.state)
    return [Explained(N_("cited: expected the trace to cite {rule}, it didn't"), rule=r) for r in e.rules
            if not any(rule_matches(r, cited) for cited in rules)]


CHECKERS: dict[type, Callable[[_Check, Any], list[Explained]]] = {
    Life: _life, Zone: _zone, ObjectIs: _object, StackIs: _stack, TurnIs: _turn, ExtraTurns: _extra_turns,
    Lost: _lost, Winner: _winner, PlayerHas: _player, Cited: _cited,
}


# -- patterns --------------------------------------------------------------------------------------------
def show_pattern(pattern: Pattern) -> str:
    parts = []
    for key, value in vars(pattern).items():
        if key == "line" or value is None:
            continue
        parts.append(f"{key}: {_show(value)}")
    return "{" + ", ".join(parts) + "}"


def mismatches(check: _Check, obj: GameObject, pattern: Pattern) -> list[Explained]:
    """How ``obj`` differs from ``pattern`` ("field: expected X, found Y"), empty when it matches."""
    found = []
    for key, value in vars(pattern).items():
        if key == "line" or value is None:
            continue
        ok, actual = FIELDS[key](check, obj, value)
        if not ok:
            found.append(_differs(key, _show(value), _show(actual)))
    return found


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple) and value and isinstance(value[0], tuple):
        return str(dict(value))
    if isinstance(value, (tuple, list, set, frozenset)):
        return "[" + ", ".join(sorted(str(v) for v in value)) + "]"
    return str(value)


def _lower(values: Any) -> set[str]:
    return {str(getattr(v, "value", v)).lower() for v in values}


def _name(check: _Check, obj: GameObject, value: str) -> tuple[bool, object]:
    """A copy is named what it copies (CR 707.2); a face-down permanent by its card (708.2a)."""
    name = display_name(check.state, obj)
    return value.lower() == name.lower(), name


def _attr(attr: str) -> Callable[[_Check, GameObject, Any], tuple[bool, object]]:
    return lambda check, obj, value: (getattr(obj, attr) == value, getattr(obj, attr))


def _char_value(attr: str) -> Callable[[_Check, GameObject, Any], tuple[bool, object]]:
    def field(check: _Check, obj: GameObject, value: Any) -> tuple[bool, object]:
        actual = getattr(chars(check.state, obj), attr)
        return actual == value, actual
    return field


def _char_set(attr: str) -> Callable[[_Check, GameObject, Any], tuple[bool, object]]:
    """``types``, ``subtypes``, ``supertypes``, ``keywords``: at least those listed (case-insensitive)."""
    def field(check: _Check, obj: GameObject, value: Any) -> tuple[bool, object]:
        actual = _lower(getattr(chars(check.state, obj), attr))
        return _lower(value) <= actual, sorted(str(getattr(v, "value", v))
                                               for v in getattr(chars(check.state, obj), attr))
    return field


def _colors(check: _Check, obj: GameObject, value: Any) -> tuple[bool, object]:
    actual = _lower(chars(check.state, obj).colors)
    return actual == _lower(value), sorted(actual)


def _counters(check: _Check, obj: GameObject, value: Any) -> tuple[bool, object]:
    return all(obj.counters.get(kind, 0) == n for kind, n in value), dict(obj.counters)


def _player_field(attr: str) -> Callable[[_Check, GameObject, Any], tuple[bool, object]]:
    def field(check: _Check, obj: GameObject, value: Any) -> tuple[bool, object]:
        name = check.state.players[getattr(obj, attr)].name
        return name.lower() == value.lower(), name
    return field


def _zone_field(check: _Check, obj: GameObject, value: Any) -> tuple[bool, object]:
    return obj.zone.value == value, obj.zone.value


def _attached(check: _Check, obj: GameObject, value: Any) -> tuple[bool, object]:
    state = check.state
    try:
        target = resolve_object(state, value, state.battlefield, "attached_to")
    except BadReference as exc:
        raise check.error(0, exc) from None
    actual = obj.attached_to
    shown = describe(state, actual) if actual in state.objects else None
    return actual == target, shown


def _combat_role(role: str) -> Callable[[_Check, GameObject, Any], tuple[bool, object]]:
    def field(check: _Check, obj: GameObject, value: Any) -> tuple[bool, object]:
        combat = check.state.combat
        actual = combat is not None and obj.id in getattr(combat, role)
        return actual == value, actual
    return field


FIELDS: dict[str, Callable[[_Check, GameObject, Any], tuple[bool, object]]] = {
    "name": _name, "token": _attr("token"), "tapped": _attr("tapped"), "power": _char_value("power"),
    "toughness": _char_value("toughness"), "types": _char_set("types"), "subtypes": _char_set("subtypes"),
    "supertypes": _char_set("supertypes"), "colors": _colors, "counters": _counters,
    "keywords": _char_set("keywords"), "controller": _player_field("controller"), "owner": _player_field("owner"),
    "zone": _zone_field, "sick": _attr("sick"), "damage": _attr("damage"), "face_down": _attr("face_down"),
    "phased_out": _attr("phased_out"), "attached_to": _attached, "attacking": _combat_role("attackers"),
    "blocking": _combat_role("blockers"),
}
