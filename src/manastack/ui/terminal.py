"""Playing in the terminal: a human against an agent, decisions as numbered menus, with undo and saves.

The loop reads commands from any text stream, so it can be driven by a script in tests:
a number picks an option, ``p`` passes until something happens (a stop), ``stop NAME`` toggles a stop,
``?N`` shows the rules text of object #N, ``u`` undoes the human's last decision, ``s FILE`` saves, ``q`` quits.
When passing priority is the only thing the human can do, it is done for them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from rich.console import Console

from manastack.agents.base import Agent
from manastack.game import Game
from manastack.types.actions import PassPriority
from manastack.ui.board import board
from manastack.ui.describe import card_text, decision_prompt, describe_action
from manastack.ui.stops import STOPS, AutoPass
from manastack.ui.wording import seen_line

HELP = ("Type a number to choose, p to pass until something happens, stop NAME to toggle a stop "
        "(opponent, combat, main), ?N for the rules text of #N, u to undo your last decision, s FILE to save, "
        "q to quit.")
class TerminalSession:
    """One human seat against agents; ``run`` plays until the game ends or the human quits."""

    def __init__(self, game: Game, human: int, agents: dict[int, Agent], console: Console, lang: str = "en") -> None:
        self.game = game
        self.lang = lang     # the language of the trace, the questions and their options
        self.human = human
        self.agents = agents
        self.console = console
        self.history: list[Game] = []       # the game before each of the human's decisions (for undo)
        self.shown = len(game.events)
        self.auto = AutoPass(human)
        self.helped = False                 # the commands are listed once, as the session starts

    def run(self, commands: Iterator[str]) -> str:
        """Play on; returns why it stopped: "over", "quit" or "eof"."""
        if not self.helped:
            self.console.print(HELP)
            self.helped = True
        while not self.game.is_over():
            decision = self.game.decision
            assert decision is not None
            if decision.player != self.human:
                self._agent_turn(decision.player)
                continue
            if self._pass_for_human():
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

    def _pass_for_human(self) -> bool:
        """Pass priority for the human when it is all they can do, or while passing and no stop is reached."""
        if not self.auto.should_pass(self.game):
            return False
        self.game.apply(PassPriority(self.human))
        return True

    def _show(self) -> None:
        self._print_trace()
        self.console.print(board(self.game, self.human))
        decision = self.game.decision
        assert decision is not None
        self.console.print(f"{decision_prompt(self.game, decision, self.lang)} [{decision.rule}]", markup=False,
                           highlight=False, style="bold")
        for i, action in enumerate(self.game.legal_actions(), 1):
            self.console.print(f"  {i}. {describe_action(self.game, action, self.lang)}")

    def _print_trace(self) -> None:
        for i, event in enumerate(self.game.events[self.shown:], self.shown + 1):
            text = seen_line(self.game, event, self.human, self.lang)
            self.console.print(f"{i}. {text}", markup=False, highlight=False)
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
                self.save(Path(command[2:].strip()).expanduser())
                continue
            if command == "p":
                if not self._can_pass():
                    self.console.print("There is no priority to pass: choose an option.")
                    continue
                self.auto.start(self.game.state)
                self.game.apply(PassPriority(self.human))
                return ""
            if self._inform(command):
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

    def _can_pass(self) -> bool:
        return PassPriority(self.human) in self.game.legal_actions()

    def _inform(self, command: str) -> bool:
        """Commands that change nothing: ``?N`` (a card's rules text), ``stop NAME``, ``stack``."""
        if command.startswith("?") and command[1:].lstrip("#").isdigit():
            text = card_text(self.game, int(command[1:].lstrip("#")), self.human, self.lang)
            self.console.print(text or "No such object that you can see.", markup=False, highlight=False)
            return True
        if command.startswith("stop "):
            name = command[5:].strip()
            if name not in STOPS:
                self.console.print(f"Stops are: {', '.join(STOPS)}.")
                return True
            self.auto.toggle(name)
            self.console.print(f"Stops on: {', '.join(s for s in STOPS if s in self.auto.stops) or 'none'}.")
            return True
        return False

    def _undo(self) -> None:
        if not self.history:
            self.console.print("Nothing to undo.")
            return
        self.game = self.history.pop()
        self.shown = len(self.game.events)
        self.console.print("Undone: back to your previous decision.")

    def save(self, path: Path) -> None:
        """Save the game to resume later (``manastack play --resume FILE``); a path that cannot be written
        (a folder, a missing folder, no permission) is reported and the game goes on."""
        try:
            path.write_text(self.game.to_json(), encoding="utf-8")
        except OSError as exc:
            self.console.print(f"Not saved: cannot write {path}: {exc.strerror or exc}.", markup=False)
            return
        self.console.print(f"Saved to {path}.", markup=False)


def lines(stream: TextIO) -> Iterator[str]:
    yield from stream
