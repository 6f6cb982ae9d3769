"""Drawing the board with rich: life, hands, battlefield, stack (hidden zones shown only to their owner)."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from manastack.game import Game
from manastack.rules.characteristics import chars
from manastack.ui.describe import stack_line
from manastack.ui.wording import object_label, plural


def board(game: Game, viewer: int) -> Group:
    """The game as ``viewer`` sees it (CR 400.2: other players' hands and all libraries are hidden)."""
    state = game.state
    parts: list[Panel | Text] = []
    for p in state.players:
        title = f"{p.name} — life {p.life}" + (" (lost)" if p.lost else "") + \
            (" — active" if p.id == state.active else "")
        hand = ", ".join(object_label(game, o) for o in p.hand) if p.id == viewer else plural(len(p.hand), "card")
        body = Table.grid(padding=(0, 1))
        body.add_row("Hand:", hand)
        body.add_row("Library:", plural(len(p.library), "card"))
        body.add_row("Graveyard:", ", ".join(object_label(game, o) for o in p.graveyard) or "—")
        body.add_row("Battlefield:", _permanents(game, p.id, viewer))
        parts.append(Panel(body, title=title, border_style="green" if p.id == viewer else "red"))
    if state.exile:
        parts.append(Text("Exile: " + ", ".join(object_label(game, o) for o in state.exile)))
    parts.append(Text(f"Turn {state.turn_number}, {state.step.value} — stack (top first):"
                      + ("" if state.stack else " empty")))
    parts += [Text(f"  {stack_line(game, o, viewer)}") for o in reversed(state.stack)]
    return Group(*parts)


def _permanents(game: Game, pid: int, viewer: int) -> str:
    state = game.state
    shown = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != pid:
            continue
        c = chars(state, obj)
        name = object_label(game, oid)
        if obj.face_down and obj.controller == viewer:    # CR 708.5: you may look at your face-down permanents
            name = f"{obj.card} #{oid} (face down)"
        tags = [f"{c.power}/{c.toughness}"] if c.is_creature else []
        tags += ["tapped"] if obj.tapped else []
        tags += [f"{n} {k}" for k, n in obj.counters.items()]
        shown.append(name + (f" ({', '.join(tags)})" if tags else ""))
    return ", ".join(shown) or "—"
