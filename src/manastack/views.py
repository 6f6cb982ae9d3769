"""Player views of the event stream: what one player may see (CR 400.2: libraries and other players' hands are
hidden; CR 708.5: a face-down permanent or spell is known only to its controller). The judge trace shows
everything; a player's view hides the identity of cards moving between hidden zones they don't own — "Bruno draws
a card." instead of the card's name —, the identity of face-down objects another player controls, and choices
that only their maker may see (``private_to``: a scry looks at the top of a library, CR 701.22a)."""

from __future__ import annotations

from manastack.cards.face_down import FACE_DOWN_VALUES
from manastack.sentences import hidden_line, line
from manastack.sentences.catalog import FACE_DOWN
from manastack.types.enums import Zone
from manastack.types.events import Event
from manastack.types.state import GameState

HIDDEN = (Zone.LIBRARY, Zone.HAND, None)


def line_for(event: Event, viewer: int | None, state: GameState) -> str:
    """The event's trace line as ``viewer`` sees it (None: the full judge trace)."""
    if viewer is None:
        return line(event)
    hidden = _hidden(event, viewer)
    if hidden is not None:
        return hidden_line(event, hidden, [p.name for p in state.players])
    return _without_face_down_names(event, viewer, state)


def _hidden(event: Event, viewer: int) -> str | None:
    """Which hidden line replaces the event for ``viewer`` (``manastack.sentences.catalog.HIDDEN``), if any."""
    private = event.get("private_to")
    if private is not None and private != viewer:
        return "private"
    if _hides_card(event, viewer):
        to = event.get("to")
        if event.get("from") is Zone.LIBRARY and to is Zone.HAND:
            return "draw"
        return "to_library" if to is Zone.LIBRARY else "moved"
    return None


def _hides_card(event: Event, viewer: int) -> bool:
    """A card moving from one hidden zone to another, owned by someone else (e.g. a draw, a mulligan)."""
    return (event.kind == "zone_change" and event.player != viewer
            and event.get("from") in (Zone.LIBRARY, Zone.HAND) and event.get("to") in (Zone.LIBRARY, Zone.HAND))


def _without_face_down_names(event: Event, viewer: int, state: GameState) -> str:
    """CR 708.5: the line, with the card names of the face-down objects it is about (as they are now, or last
    were) replaced, unless ``viewer`` controls them."""
    text = line(event)
    for oid in event.objects:
        obj = state.objects.get(oid) or state.lki.get(oid)
        if obj is not None and obj.face_down and obj.controller != viewer and obj.card != FACE_DOWN_VALUES:
            text = text.replace(obj.card, FACE_DOWN)
    return text
