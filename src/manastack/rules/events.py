"""Emitting events (architecture §3): every primitive change ends here, citing its rule.

Emitting also invalidates cached characteristics and lets triggered abilities see the event
(CR 603.2), whether or not the event is recorded for the trace.
"""

from __future__ import annotations

from manastack.types.events import Event
from manastack.types.state import GameState


def emit(game: GameState, kind: str, rule: str, template: str, args: tuple[str, ...] = (),
         player: int | None = None, objects: tuple[int, ...] = (), amount: int = 0,
         data: tuple[tuple[str, object], ...] = ()) -> Event:
    """Record that something happened and let triggered abilities look at it."""
    game.event_seq += 1
    event = Event(game.event_seq, kind, rule, template, args, player, objects, amount, data)
    if game.recording:
        game.events.append(event)
    from manastack.rules.triggers import detect  # triggers read events; events know nothing of them

    detect(game, event)
    return event


def note(game: GameState, kind: str, rule: str, template: str, args: tuple[str, ...] = (),
         player: int | None = None, objects: tuple[int, ...] = (),
         data: tuple[tuple[str, object], ...] = ()) -> None:
    """Record a step of reasoning that changes nothing (a choice made, a check passed) for the trace."""
    if game.recording:
        game.event_seq += 1
        game.events.append(Event(game.event_seq, kind, rule, template, args, player, objects, data=data))
