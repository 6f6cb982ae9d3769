"""Playing in the terminal: a human against an agent, decisions as numbered menus, with undo and saves.

The loop reads commands from any text stream, so it can be driven by a script in tests:
a number picks an option, ``u`` undoes the human's last decision, ``s FILE`` saves, ``q`` quits.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from rich.console import Console

from manastack.agents.base import Agent
from manastack.game import Game
from manastack.ui.board import board
from manastack.ui.describe import describe_action
from manastack.views import line_for

HELP = "Type a number to choose, u to undo your last decision, s FILE to save, q to quit."


class TerminalSession:
    """One human seat against agents; ``run`` plays until the game ends or the human quits."""

    def __init__(self, game: Game, human: int, agents: dict[int, Agent], console: Console) -> None:
        self.game = game
        self.human = human
        self.agents = agents
        self.console = console
        self.history: list[Game] = []       # the game before each of the human's decisions (for undo)
        self.shown = len(game.events)

    def run(self, commands: Iterator[str]) -> str:
        """Play on; returns why it stopped: "over", "quit" or "eof"."""
        while not self.game.is_over():
            decision = self.game.decision
            assert decision is not None
            if decision.player != self.human:
                self._agent_turn(decision.player)
                continue
            self._show()
            reason = self._human_turn(commands)
            if reason:
                return reason
        self._print_trace()
        outcome = self.game.outcome()
        winner = "nobody" if outcome is None or outcome.winner is None else \
            self.game.state.players[outcome.winner].name
        self.console.print(f"Game over: {winner} wins.")
        return "over"

    def _agent_turn(self, player: int) -> None:
        legal = self.game.legal_actions()
        self.game.apply(self.agents[player].choose(self.game, legal))

    def _show(self) -> None:
        self._print_trace()
        self.console.print(board(self.game, self.human))
        decision = self.game.decision
        assert decision is not None
        self.console.print(f"[bold]{decision.prompt}[/bold] [{decision.rule}]")
        for i, action in enumerate(self.game.legal_actions(), 1):
            self.console.print(f"  {i}. {describe_action(self.game, action)}")

    def _print_trace(self) -> None:
        for i, event in enumerate(self.game.events[self.shown:], self.shown + 1):
            self.console.print(f"{i}. {line_for(event, self.human, self.game.state)}", markup=False,
                               highlight=False)
        self.shown = len(self.game.events)

    def _human_turn(self, commands: Iterator[str]) -> str:
        for line in commands:
            command = line.strip()
            if command == "q":
                return "quit"
            if command == "u":
                self._undo()
                return ""
            if command.startswith("s "):
                self.save(Path(command[2:].strip()))
                continue
            if self._choose(command):
                return ""
            self.console.print(HELP)
        return "eof"

    def _choose(self, command: str) -> bool:
        legal = self.game.legal_actions()
        if not command.isdigit() or not 1 <= int(command) <= len(legal):
            return False
        self.history.append(self.game.clone())
        self.game.apply(legal[int(command) - 1])
        return True

    def _undo(self) -> None:
        if not self.history:
            self.console.print("Nothing to undo.")
            return
        self.game = self.history.pop()
        self.shown = len(self.game.events)
        self.console.print("Undone: back to your previous decision.")

    def save(self, path: Path) -> None:
        """Save the game to resume later (``manastack play --resume FILE``)."""
        path.write_text(self.game.to_json(), encoding="utf-8")
        self.console.print(f"Saved to {path}.")


def lines(stream: TextIO) -> Iterator[str]:
    yield from stream
