"""Drawing the board with rich: life, hands, battlefield, stack (hidden zones shown only to their owner), in the
reader's language (``manastack.sentences.pages``)."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from manastack.game import Game
from manastack.rules.characteristics import chars
from manastack.sentences import Naming
from manastack.sentences.catalog import COUNTER_KINDS, STEPS
from manastack.sentences.pages import (
    BOARD_ACTIVE,
    BOARD_EXILE,
    BOARD_LOST,
    BOARD_PLAYER,
    BOARD_ROWS,
    BOARD_STACK,
    CARDS,
    COUNTERS,
    FACE_DOWN_OWN,
    TAPPED,
)
from manastack.ui.describe import stack_line
from manastack.ui.wording import object_label


def board(game: Game, viewer: int, lang: str = "en") -> Group:
    """The game as ``viewer`` sees it (CR 400.2: other players' hands and all libraries are hidden), in ``lang``."""
    state = game.state
    naming = Naming(lang)
    parts: list[Panel | Text] = []
    for p in state.players:
        title = naming.text(BOARD_PLAYER).format(name=p.name, life=p.life) + \
            (naming.text(BOARD_LOST) if p.lost else "") + (naming.text(BOARD_ACTIVE) if p.id == state.active else "")
        hand = ", ".join(object_label(game, o) for o in p.hand) if p.id == viewer else _cards(naming, len(p.hand))
        body = Table.grid(padding=(0, 1))
        rows = (hand, _cards(naming, len(p.library)), ", ".join(object_label(game, o) for o in p.graveyard) or "—",
                _permanents(game, p.id, viewer, naming))
        for label, row in zip(BOARD_ROWS, rows, strict=True):
            body.add_row(naming.text(label), row)
        parts.append(Panel(body, title=title, border_style="green" if p.id == viewer else "red"))
    if state.exile:
        parts.append(Text(naming.text(BOARD_EXILE).format(cards=", ".join(object_label(game, o) for o in state.exile))))
    stack = naming.text(BOARD_STACK["" if state.stack else "empty"])
    parts.append(Text(stack.format(turn=state.turn_number, step=naming.text(STEPS[state.step]))))
    parts += [Text(f"  {stack_line(game, o, viewer, lang)}") for o in reversed(state.stack)]
    return Group(*parts)


def _cards(naming: Naming, n: int) -> str:
    """ "1 card", "2 cards"."""
    return naming.form(CARDS, n).format(count=n)


def _permanents(game: Game, pid: int, viewer: int, naming: Naming) -> str:
    state = game.state
    shown = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != pid:
            continue
        c = chars(state, obj)
        name = object_label(game, oid)
        if obj.face_down and obj.controller == viewer:    # CR 708.5: you may look at your face-down permanents
            name = naming.text(FACE_DOWN_OWN).format(object=f"{obj.card} #{oid}")
        tags = [f"{c.power}/{c.toughness}"] if c.is_creature else []
        tags += [naming.text(TAPPED)] if obj.tapped else []
        tags += [naming.text(COUNTERS).format(amount=n, counter=_counter(naming, k)) for k, n in obj.counters.items()]
        shown.append(name + (f" ({', '.join(tags)})" if tags else ""))
    return ", ".join(shown) or "—"


def _counter(naming: Naming, kind: str) -> str:
    """A kind of counter, a term in the reader's language ("+1/+1" and a kind the catalog lacks stay as named)."""
    return naming.term("counter", COUNTER_KINDS[kind]) if kind in COUNTER_KINDS else kind
