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
from manastack.sentences import Naming
from manastack.sentences.pages import (
    GAME_OVER,
    NO_PRIORITY,
    NOT_SAVED,
    NOT_VISIBLE,
    NOTHING_TO_UNDO,
    SAVED,
    STOPS_ARE,
    STOPS_ON,
    TERMINAL_HELP,
    UNDONE,
)
from manastack.types.actions import PassPriority
from manastack.ui.board import board
from manastack.ui.describe import card_text, decision_prompt, describe_action
from manastack.ui.stops import STOPS, AutoPass
from manastack.ui.wording import seen_line


class TerminalSession:
    """One human seat against agents; ``run`` plays until the game ends or the human quits."""

    def __init__(self, game: Game, human: int, agents: dict[int, Agent], console: Console, lang: str = "en") -> None:
        self.game = game
        self.lang = lang     # the language of the trace, the board, the questions and their options
        self.naming = Naming(lang)
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
            self._say(TERMINAL_HELP)
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
        if outcome is None or outcome.winner is None:
            self._say(GAME_OVER["nobody"])
        else:
            self._say(GAME_OVER[""], winner=self.game.state.players[outcome.winner].name)
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
        self.console.print(board(self.game, self.human, self.lang))
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
                    self._say(NO_PRIORITY)
                    continue
                self.auto.start(self.game.state)
                self.game.apply(PassPriority(self.human))
                return ""
            if self._inform(command):
                continue
            if self._choose(command):
                return ""
            self._say(TERMINAL_HELP)
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
            self.console.print(text or self.naming.text(NOT_VISIBLE), markup=False, highlight=False)
            return True
        if command.startswith("stop "):
            name = command[5:].strip()
            if name not in STOPS:
                self._say(STOPS_ARE, stops=", ".join(STOPS))
                return True
            self.auto.toggle(name)
            on = ", ".join(s for s in STOPS if s in self.auto.stops)
            self._say(STOPS_ON["" if on else "none"], stops=on)
            return True
        return False

    def _undo(self) -> None:
        if not self.history:
            self._say(NOTHING_TO_UNDO)
            return
        self.game = self.history.pop()
        self.shown = len(self.game.events)
        self._say(UNDONE)

    def save(self, path: Path) -> None:
        """Save the game to resume later (``manastack play --resume FILE``); a path that cannot be written
        (a folder, a missing folder, no permission) is reported and the game goes on."""
        try:
            path.write_text(self.game.to_json(), encoding="utf-8")
        except OSError as exc:
            self._say(NOT_SAVED, path=path, reason=exc.strerror or exc)
            return
        self._say(SAVED, path=path)

    def _say(self, template: str, **facts: object) -> None:
        """One of the session's own messages, in its language (the facts are names, paths and stop names)."""
        self.console.print(self.naming.text(template).format(**facts), markup=False, highlight=False)


def lines(stream: TextIO) -> Iterator[str]:
    yield from stream
