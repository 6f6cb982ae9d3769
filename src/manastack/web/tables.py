"""Tables: the games the server holds, each with its seats (a person with a secret token, or an agent).

The engine is the authority: every action a person sends is checked against ``game.legal_actions()`` at the
version they saw, and agents answer their own decisions on the server. Nothing here knows about HTTP; the
web app turns a :class:`TableError` into a 4xx response with its message. A seat sees only
``manastack.web.seat_view`` of the game, never the game itself (CR 400.2).
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from manastack.agents.base import Agent
from manastack.game import Game, IllegalActionError
from manastack.types.actions import Action, PassPriority
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.ui.stops import STOPS, AutoPass

if TYPE_CHECKING:
    from manastack.sentences import Naming

MAX_AGENT_DECISIONS = 20_000   # a guard against deciding forever without a person's decision
AGENT_KINDS = ("heuristic", "random")
MAX_TABLES = 256               # tables a server holds at once


class TableError(Explained, Exception):
    """A bad request: ``status`` is the HTTP status the web app answers with (400, 403, 404, 409); the message is
    a template marked ``N_`` and its facts, or the ``Explained`` error it reports (a deck's, a save's)."""

    def __init__(self, status: int, message: str | Explained, **facts: object) -> None:
        self.reported = message if isinstance(message, Explained) else None
        if isinstance(message, Explained):
            super().__init__(message.template, **dict(message.facts))
        else:
            super().__init__(message, **facts)
        self.status = status

    def text(self, naming: Naming | None = None) -> str:
        """The message in the naming's language (a reported error writes itself: a scenario's names its line)."""
        return self.reported.text(naming) if self.reported is not None else super().text(naming)

    @property
    def message(self) -> str:
        """The message in English."""
        return str(self)


@dataclass
class Seat:
    """One player's seat: a person (``token`` set) or an agent."""

    player: int
    kind: str                        # "human" or an agent kind
    token: str = ""
    agent: Agent | None = None
    auto: AutoPass | None = None     # a person's passing (when it is all they can do, or until a stop)


@dataclass
class Table:
    """A game and its seats; ``version`` counts every change, so a client acts on the game it saw."""

    id: str
    game: Game
    seats: list[Seat]
    lang: str = "en"                 # the language its views are written in unless a request asks for another
    version: int = 0
    history: list[tuple[int, Game]] = field(default_factory=list)   # (seat, game before its decision) for undo
    lock: threading.Lock = field(default_factory=threading.Lock)

    def seat_for(self, player: int, token: str) -> Seat:
        """The person's seat ``player``, if ``token`` is its token (403 otherwise: no one acts for another)."""
        if not 0 <= player < len(self.seats):
            raise TableError(404, N_("no seat {seat} at this table"), seat=player)
        seat = self.seats[player]
        if seat.kind != "human" or not secrets.compare_digest(seat.token, token):
            raise TableError(403, N_("wrong token for seat {seat}"), seat=player)
        return seat

    def act(self, player: int, token: str, version: int, index: int, until: list[str] | None = None) -> None:
        """Take legal action number ``index`` for seat ``player``, as seen at ``version``; then the agents play.
        With ``until`` (stops, see ``manastack.ui.stops``) the action must be a pass: the seat passes on until
        one of them."""
        with self.lock:
            seat = self.seat_for(player, token)
            if version != self.version:
                raise TableError(409, N_("the game has moved on (version {version}, you sent {sent}): reload the view"),
                                 version=self.version, sent=version)
            decision = self.game.decision
            if decision is None or self.game.is_over():
                raise TableError(409, N_("the game is over"))
            if decision.player != player:
                raise TableError(409, N_("it is not seat {seat}'s decision"), seat=player)
            legal = self.game.legal_actions()
            if not 0 <= index < len(legal):
                raise TableError(400, N_("no action {index}: choose 0 to {last}"), index=index, last=len(legal) - 1)
            if until is not None:
                self._pass_until(seat, legal[index], until)
            before = self.game.clone()
            try:
                self.game.apply(legal[index])
            except IllegalActionError as exc:        # the engine changed nothing
                raise TableError(400, N_("illegal action: {error}"), error=exc) from None
            self.history.append((player, before))
            self._run_agents()
            self.version += 1

    def _pass_until(self, seat: Seat, action: Action, until: list[str]) -> None:
        unknown = [s for s in until if s not in STOPS]
        if not isinstance(action, PassPriority) or unknown:
            raise TableError(400, N_("pass until takes a pass and stops among {stops}"), stops=tuple(STOPS))
        assert seat.auto is not None
        seat.auto.start(self.game.state, until)

    def one_browser(self) -> bool:
        """Whether every person's seat is held by one token (against agents, or hot-seat)."""
        return len({s.token for s in self.seats if s.kind == "human"}) == 1

    def undo(self, player: int, token: str) -> None:
        """Back to before this seat's last decision, if no other person has decided since. Not between two
        browsers: one player taking back what the other has already seen would not be fair."""
        with self.lock:
            self.seat_for(player, token)
            if not self.one_browser():
                raise TableError(403, N_("undo is only for a table played from one browser"))
            if not self.history:
                raise TableError(409, N_("nothing to undo"))
            if not secrets.compare_digest(self.seats[self.history[-1][0]].token, token):
                raise TableError(409, N_("another player has decided since: only they can undo"))
            self.game = self.history.pop()[1]
            self.version += 1

    def save(self, player: int, token: str) -> str:
        """The whole game as a save file: only for one browser holding every person's seat (a save holds
        every hidden card, so it is never handed to one of two separate players)."""
        self.seat_for(player, token)
        if not self.one_browser():
            raise TableError(403, N_("saving is only for a table played from one browser (a save shows every card)"))
        with self.lock:
            return self.game.to_json()

    def start(self) -> None:
        """Let the agents play up to the first person's decision."""
        with self.lock:
            self._run_agents()

    def _run_agents(self) -> None:
        """Agents answer their decisions, and people's passes are made for them, up to a person's decision."""
        for _ in range(MAX_AGENT_DECISIONS):
            decision = self.game.decision
            if decision is None or self.game.is_over():
                return
            seat = self.seats[decision.player]
            if seat.agent is not None:
                self.game.apply(seat.agent.choose(self.game, self.game.legal_actions()))
            elif seat.auto is not None and seat.auto.should_pass(self.game):
                self.game.apply(PassPriority(seat.player))
            else:
                return


class Tables:
    """Every table the server holds, by id."""

    def __init__(self) -> None:
        self.tables: dict[str, Table] = {}

    def open(self, game: Game, kinds: list[str], seed: int, shared_token: bool, lang: str = "en") -> Table:
        """A new table; ``shared_token`` gives every person's seat one token (hot-seat, one browser); ``lang``
        (a code of ``sentences.languages``) the language of its views."""
        if len(kinds) != len(game.state.players):
            raise TableError(400, N_("give one seat kind per player ({players})"), players=len(game.state.players))
        if "human" not in kinds:
            raise TableError(400, N_("at least one seat must be a person ('human')"))
        shared = secrets.token_urlsafe(16)
        seats = []
        for player, kind in enumerate(kinds):
            if kind == "human":
                token = shared if shared_token else secrets.token_urlsafe(16)
                seats.append(Seat(player, kind, token, auto=AutoPass(player)))
            elif kind in AGENT_KINDS:
                seats.append(Seat(player, kind, agent=make_agent(kind, seed * 2 + player)))
            else:
                raise TableError(400, N_("unknown seat kind {kind!r}: human, {kinds}"), kind=kind, kinds=AGENT_KINDS)
        table = Table(secrets.token_urlsafe(8), game, seats, lang)
        table.start()
        while len(self.tables) >= MAX_TABLES:          # the oldest table goes (dicts keep insertion order)
            del self.tables[next(iter(self.tables))]
        self.tables[table.id] = table
        return table

    def get(self, table_id: str) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            raise TableError(404, N_("no table {table!r}"), table=table_id)
        return table


def make_agent(kind: str, seed: int) -> Agent:
    from manastack.agents.heuristic import HeuristicAgent
    from manastack.agents.random_agent import RandomAgent

    return HeuristicAgent(seed) if kind == "heuristic" else RandomAgent(seed)
