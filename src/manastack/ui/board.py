"""Drawing the board with rich: life, hands, battlefield, stack (hidden zones shown only to their owner)."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from manastack.game import Game
from manastack.rules.characteristics import chars


def board(game: Game, viewer: int) -> Group:
    """The game as ``viewer`` sees it (CR 400.2: other players' hands and all libraries are hidden)."""
    state = game.state
    parts: list[Panel | Text] = []
    for p in state.players:
        title = f"{p.name} — life {p.life}" + (" (lost)" if p.lost else "") + \
            (" — active" if p.id == state.active else "")
        hand = ", ".join(state.objects[o].card for o in p.hand) if p.id == viewer else f"{len(p.hand)} cards"
        body = Table.grid(padding=(0, 1))
        body.add_row("Hand:", hand)
        body.add_row("Library:", f"{len(p.library)} cards   Graveyard: {len(p.graveyard)}")
        body.add_row("Battlefield:", _permanents(game, p.id, viewer))
        parts.append(Panel(body, title=title, border_style="green" if p.id == viewer else "red"))
    stack = ", ".join(state.objects[o].source_name or state.objects[o].card for o in reversed(state.stack))
    parts.append(Text(f"Turn {state.turn_number}, {state.step.value} — stack (top first): {stack or 'empty'}"))
    return Group(*parts)


def _permanents(game: Game, pid: int, viewer: int) -> str:
    state = game.state
    shown = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != pid:
            continue
        c = chars(state, obj)
        name = "face-down creature" if obj.face_down and obj.controller != viewer else obj.card
        tags = [f"{c.power}/{c.toughness}"] if c.is_creature else []
        tags += ["tapped"] if obj.tapped else []
        tags += [f"{n} {k}" for k, n in obj.counters.items()]
        shown.append(name + (f" ({', '.join(tags)})" if tags else ""))
    return ", ".join(shown) or "—"
