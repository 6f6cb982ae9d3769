"""Emitting events (architecture §3): every primitive change ends here, citing its rule.

Emitting also invalidates cached characteristics and lets triggered abilities see the event
(CR 603.2), whether or not the event is recorded for the trace. Events carry facts, never sentences: the
facts a sentence names are references (``player_ref``, ``object_ref``) holding the name as it is now
(CR 608.2h), and the sentence itself is written by ``manastack.sentences``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from manastack.rules.characteristics import name_of
from manastack.types.events import Event, ObjectRef, PlayerRef
from manastack.types.objects import GameObject
from manastack.types.state import GameState

Facts = tuple[tuple[str, object], ...]


def emit(game: GameState, kind: str, rule: str, *, player: int | None = None, objects: tuple[int, ...] = (),
         amount: int = 0, data: Facts = ()) -> Event:
    """Record that something happened and let triggered abilities look at it."""
    game.event_seq += 1
    event = Event(game.event_seq, kind, rule, player, objects, amount, data)
    if game.recording:
        game.events.append(event)
    _detect(game, event)
    return event


def _detect_first(game: GameState, event: Event) -> None:
    """CR 603.2: triggered abilities look at the event. Triggers read events and events know nothing of them, so
    the first event imports ``triggers.detect`` and binds ``_detect`` to it (an import on every event isn't free)."""
    global _detect
    from manastack.rules.triggers import detect

    _detect = detect
    detect(game, event)


_detect: Callable[[GameState, Event], None] = _detect_first


def note(game: GameState, kind: str, rule: str, *, player: int | None = None, objects: tuple[int, ...] = (),
         amount: int = 0, data: Facts = ()) -> None:
    """Record a step of reasoning that changes nothing (a choice made, a check passed) for the trace."""
    if game.recording:
        game.event_seq += 1
        game.events.append(Event(game.event_seq, kind, rule, player, objects, amount, data))


def player_ref(game: GameState, pid: int) -> PlayerRef:
    """A player, as an event names them."""
    return PlayerRef(pid, game.players[pid].name)


def object_ref(game: GameState, obj: GameObject, oid: int | None = None) -> ObjectRef:
    """An object as an event names it: its name now (a face-down one has none, CR 708.2a); ``oid`` the id to
    show with it, when that is not the object's own (a zone change names the new object, CR 400.7)."""
    if obj.face_down:
        return ObjectRef(obj.id if oid is None else oid, "", True)
    return ObjectRef(obj.id if oid is None else oid, name_of(game, obj))


def object_refs(game: GameState, oids: Iterable[int]) -> tuple[ObjectRef, ...]:
    """Several objects on the battlefield or the stack, as an event lists them."""
    return tuple(object_ref(game, game.objects[o]) for o in oids)


def source_ref(game: GameState, obj: GameObject) -> ObjectRef:
    """A spell or ability on the stack, named by its source's name (an ability has none of its own)."""
    return ObjectRef(obj.id, obj.source_name) if obj.source_name else object_ref(game, obj)
