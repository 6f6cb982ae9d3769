"""Game records as JSON Lines (issue: events are views): a header with the seed and decks, then one line per
action with the events it caused, then the result. ``replay`` rebuilds the game from a record exactly."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from manastack.game import Game, saved_card_files, saved_pool
from manastack.sentences import sentence
from manastack.types.actions import Action
from manastack.types.codec import CorruptSaveError, decode, encode
from manastack.types.markers import N_

RECORD_FORMAT = 1


class RecordWriter:
    """Writes one game as JSON Lines while it is played."""

    def __init__(self, out: IO[str], game: Game) -> None:
        self.out = out
        self.game = game
        self.seen = len(game.events)
        state = game.state
        cards = saved_card_files(state.cards)
        self._write({"type": "header", "format": RECORD_FORMAT, "seed": state.seed, "decks": state.decks,
                     "names": [p.name for p in state.players], "starting_player": state.starting_player,
                     **({"cards": cards} if cards else {})})

    def action(self, action: Action) -> None:
        """Record an action just applied, with the events it caused."""
        events = self.game.events[self.seen:]
        self.seen = len(self.game.events)
        self._write({"type": "action", "action": encode(action),
                     "events": [{"seq": e.seq, "kind": e.kind, "rule": e.rule, "text": sentence(e)} for e in events]})

    def result(self) -> None:
        outcome = self.game.outcome()
        self._write({"type": "result", "winner": None if outcome is None else outcome.winner,
                     "turns": self.game.state.turn_number})

    def _write(self, line: dict[str, Any]) -> None:
        self.out.write(json.dumps(line, separators=(",", ":")) + "\n")


def read_record(lines: Iterable[str], source: str = "<record>") -> tuple[dict[str, Any], list[Action]]:
    """The header and the actions of a record; a malformed line raises ``CorruptSaveError`` naming it."""
    header: dict[str, Any] | None = None
    actions: list[Action] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CorruptSaveError(N_("{where}: not JSON: {error}"), where=f"{source}:{number}",
                                   error=exc.msg) from None
        kind = data.get("type") if isinstance(data, dict) else None
        if kind == "header":
            header = data
        elif kind == "action":
            actions.append(decode(data.get("action"), f"{source}:{number}"))
        elif kind != "result":
            raise CorruptSaveError(N_("{where}: unknown line type {kind!r}"), where=f"{source}:{number}", kind=kind)
    if header is None or header.get("format") != RECORD_FORMAT:
        raise CorruptSaveError(N_("{where}: no header line of format {format}"), where=source, format=RECORD_FORMAT)
    return header, actions


def replay(lines: Iterable[str], source: str = "<record>") -> Game:
    """CR-independent determinism: the same seed, decks and actions give the same game."""
    header, actions = read_record(lines, source)
    pool = saved_pool(header.get("cards", []), f"{source}: cards")
    game = Game.new(header["decks"], seed=header["seed"], names=header["names"],
                    starting_player=header.get("starting_player", 0), cards=pool)
    for index, action in enumerate(actions, 1):
        try:
            game.apply(action)
        except ValueError as exc:
            raise CorruptSaveError(N_("{where}: action {index} ({action}) cannot be replayed: {error}"), where=source,
                                   index=index, action=str(action), error=exc) from None
    return game


def iter_file(path: str | Path) -> Iterator[str]:
    with open(path, encoding="utf-8") as handle:
        yield from handle
