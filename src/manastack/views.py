"""Player views of the event stream: what one player may see (CR 400.2: libraries and other players' hands are
hidden). The judge trace shows everything; a player's view hides the identity of cards moving between hidden
zones they don't own — "Bruno draws a card." instead of the card's name."""

from __future__ import annotations

from manastack.types.enums import Zone
from manastack.types.events import Event

HIDDEN = (Zone.LIBRARY, Zone.HAND, None)


def line_for(event: Event, viewer: int | None, names: list[str]) -> str:
    """The event's trace line as ``viewer`` sees it (None: the full judge trace)."""
    if viewer is None or not _hides_card(event, viewer):
        return event.line()
    who = names[event.player] if event.player is not None else "A player"
    to = event.get("to")
    if event.get("from") is Zone.LIBRARY and to is Zone.HAND:
        return f"{who} draws a card. [{event.rule}]"
    if to is Zone.LIBRARY:
        return f"{who} puts a card from their hand into their library. [{event.rule}]"
    return f"{who} moves a hidden card. [{event.rule}]"


def _hides_card(event: Event, viewer: int) -> bool:
    """A card moving from one hidden zone to another, owned by someone else (e.g. a draw, a mulligan)."""
    return (event.kind == "zone_change" and event.player != viewer
            and event.get("from") in (Zone.LIBRARY, Zone.HAND) and event.get("to") in (Zone.LIBRARY, Zone.HAND))
