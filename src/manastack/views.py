"""Player views of the event stream: what one player may see (CR 400.2: libraries and other players' hands are
hidden; CR 708.5: a face-down permanent or spell is known only to its controller). The judge trace shows
everything; a player's view hides the identity of cards moving between hidden zones they don't own — "Bruno draws
a card." instead of the card's name —, the identity of face-down objects another player controls, and choices
that only their maker may see (``private_to``: a scry looks at the top of a library, CR 701.22a)."""

from __future__ import annotations

from manastack.cards.face_down import FACE_DOWN_VALUES
from manastack.types.enums import Zone
from manastack.types.events import Event
from manastack.types.state import GameState

HIDDEN = (Zone.LIBRARY, Zone.HAND, None)
FACE_DOWN_WORDS = "a face-down creature"


def line_for(event: Event, viewer: int | None, state: GameState) -> str:
    """The event's trace line as ``viewer`` sees it (None: the full judge trace)."""
    if viewer is None:
        return event.line()
    names = [p.name for p in state.players]
    who = names[event.player] if event.player is not None else "A player"
    private = event.get("private_to")
    if private is not None and private != viewer:
        return f"{who} makes a choice they alone see. [{event.rule}]"
    if _hides_card(event, viewer):
        to = event.get("to")
        if event.get("from") is Zone.LIBRARY and to is Zone.HAND:
            return f"{who} draws a card. [{event.rule}]"
        if to is Zone.LIBRARY:
            return f"{who} puts a card from their hand into their library. [{event.rule}]"
        return f"{who} moves a hidden card. [{event.rule}]"
    return _without_face_down_names(event, viewer, state)


def _hides_card(event: Event, viewer: int) -> bool:
    """A card moving from one hidden zone to another, owned by someone else (e.g. a draw, a mulligan)."""
    return (event.kind == "zone_change" and event.player != viewer
            and event.get("from") in (Zone.LIBRARY, Zone.HAND) and event.get("to") in (Zone.LIBRARY, Zone.HAND))


def _without_face_down_names(event: Event, viewer: int, state: GameState) -> str:
    """CR 708.5: the line, with the card names of the face-down objects it is about (as they are now, or last
    were) replaced, unless ``viewer`` controls them."""
    line = event.line()
    for oid in event.objects:
        obj = state.objects.get(oid) or state.lki.get(oid)
        if obj is not None and obj.face_down and obj.controller != viewer and obj.card != FACE_DOWN_VALUES:
            line = line.replace(obj.card, FACE_DOWN_WORDS)
    return line
