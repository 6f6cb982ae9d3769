"""The public game API (architecture §5): ``Game.new``, ``decision``, ``legal_actions``, ``apply``,
``clone``, ``to_json``/``from_json``, ``observation``, ``outcome``.

>>> from manastack import Game
>>> game = Game.new([["Forest"] * 20, ["Mountain"] * 20], seed=1)
>>> game.decision.kind.value
'mulligan'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.cards.loader import CardFileError
from manastack.cards.pool import CardPool
from manastack.cards.schema import CardDef
from manastack.rules import engine, opening
from manastack.rules.characteristics import chars
from manastack.rules.zones import new_card
from manastack.types.actions import Action
from manastack.types.codec import CorruptSaveError, InexactNumber, decode, dumps, encode, loads, loads_exactly
from manastack.types.decisions import Decision
from manastack.types.enums import Zone
from manastack.types.events import Event
from manastack.types.markers import N_
from manastack.types.objects import Player
from manastack.types.state import GameState

IllegalActionError = engine.IllegalActionError
SAVE_FORMAT = 2   # 2: card definitions are references into the game's pool, whose user card files are saved


@dataclass(frozen=True)
class Outcome:
    """How the game ended (CR 104): the winner (None for a draw) and the players who lost."""

    winner: int | None
    losers: tuple[int, ...]


class Game:
    """A game of Magic as a deterministic state machine that stops at decisions."""

    __slots__ = ("state",)

    def __init__(self, state: GameState) -> None:
        self.state = state

    @classmethod
    def new(cls, decks: list[list[str]], seed: int = 0, names: list[str] | None = None,
            starting_player: int = 0, record: bool = True, auto_mana: bool = True,
            cards: CardPool | None = None) -> Game:
        """Set up a game: unknown card names fail here, naming the card (with suggestions).

        ``cards`` is the game's card pool (default: the built-in cards; ``CardPool.builtin().with_file(path)``
        adds a user's card file for this game only). ``record=False`` keeps no event log (for simulations; the
        rules don't depend on it); ``auto_mana=False`` makes agents activate mana abilities and choose each
        payment (CR 601.2g); with the default, costs are paid automatically, and a mana ability may still be
        activated by hand (605.3a)."""
        if len(decks) < 2:
            raise ValueError("a game needs at least two players (CR 102.1)")
        pool = cards if cards is not None else CardPool.builtin()
        resolved = [[pool.find(name) for name in deck] for deck in decks]
        state = GameState(seed, pool)
        state.recording = record
        state.auto_mana = auto_mana
        state.decks = [[definition.name for definition in deck] for deck in resolved]
        names = names or [f"Player {i + 1}" for i in range(len(decks))]
        for pid, (name, deck) in enumerate(zip(names, resolved, strict=True)):
            state.players.append(Player(pid, name))
            for definition in deck:
                new_card(state, definition, pid, Zone.LIBRARY)
        state.starting_player = starting_player
        game = cls(state)
        opening.start(state)
        engine.advance(state)
        return game

    # -- the decision interface -------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """What the game waits for, or None when it is over."""
        return self.state.decision

    def legal_actions(self) -> list[Action]:
        """The actions the deciding player may take, in a deterministic order: exactly those ``apply`` accepts
        (mana abilities included, CR 605.3a)."""
        return engine.legal_actions(self.state)

    def apply(self, action: Action) -> None:
        """Apply one action; an illegal one raises ``IllegalActionError`` and changes nothing."""
        engine.apply(self.state, action)

    def is_over(self) -> bool:
        return self.state.game_over

    def outcome(self) -> Outcome | None:
        """CR 104: the result, or None while the game goes on."""
        if not self.state.game_over:
            return None
        return Outcome(self.state.winner, tuple(p.id for p in self.state.players if p.lost))

    # -- copies and saves -------------------------------------------------------------------------
    def clone(self) -> Game:
        """An independent copy (for search): microseconds, sharing only immutable parts."""
        return Game(self.state.clone())

    @property
    def cards(self) -> CardPool:
        """The game's card pool."""
        return self.state.cards

    def to_json(self) -> str:
        """The whole game as JSON: resume it with ``Game.from_json``. The user card files of the game's pool
        are saved with it (their text), so the save loads anywhere."""
        return dumps({"format": SAVE_FORMAT, "cards": saved_card_files(self.state.cards),
                      "state": _encode_state(self.state)})

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Load a saved game; a corrupt save raises ``CorruptSaveError`` naming what is wrong. The saved card
        files are validated again, exactly like the built-in cards."""
        try:
            return cls(_saved_state(text, loads))
        except InexactNumber:       # perhaps an integer beyond 64 bits, which the fast reader makes a float
            return cls(_saved_state(text, loads_exactly))

    def same_as(self, other: Game) -> bool:
        """Whether two games are in exactly the same state."""
        return _encode_state(self.state) == _encode_state(other.state)

    # -- views ------------------------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        return self.state.events

    def trace(self, viewer: int | None = None, lang: str = "en") -> list[str]:
        """The numbered, rule-cited trace of everything that happened; with ``viewer``, as that player sees it
        (cards moving between hidden zones of other players are not named, CR 400.2, nor face-down objects
        they don't control, CR 708.5); ``lang``: "en", "es" or "it"."""
        from manastack.sentences import Naming
        from manastack.views import line_for

        naming = Naming(lang)
        return [f"{i}. {line_for(e, viewer, self.state, naming)}" for i, e in enumerate(self.state.events, 1)]

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` can see: hidden zones of others (hand, library) as counts (CR 400.2)."""
        from manastack.observation import observe

        return observe(self.state, player)

    def player_named(self, name: str) -> int:
        for p in self.state.players:
            if p.name == name:
                return p.id
        raise KeyError(name)

    def characteristics(self, oid: int) -> Any:
        return chars(self.state, self.state.objects[oid])


def saved_card_files(pool: CardPool) -> list[dict[str, str]]:
    """What a save or a game record keeps of a pool: its user card files as ``{source, text}``, in order."""
    return [{"source": source, "text": text} for source, text in pool.user_files]


def _saved_state(text: str, read: Callable[[str], Any]) -> GameState:
    """The game state a save's text holds, read by ``read``, decoded and checked."""
    try:
        data = read(text)
    except json.JSONDecodeError as exc:
        raise CorruptSaveError(N_("not JSON: {error}"), error=exc) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT or "state" not in data:
        raise CorruptSaveError(N_("not a manastack save (format {format} expected)"), format=SAVE_FORMAT)
    pool = saved_pool(data.get("cards", []), "$.cards")
    state = decode(data["state"], "$.state", refs=pool)
    if not isinstance(state, GameState):
        raise CorruptSaveError(N_("{where}: not a game state"), where="$.state")
    state.cards = pool
    state.cache = {}
    state.cache_seq = -1
    _check_integrity(state)
    return state


def saved_pool(files: Any, where: str) -> CardPool:
    """The card pool of a save or a game record: the built-in cards plus the saved ``{source, text}`` card
    files (``saved_card_files``), each validated again (a save is untrusted); a bad one raises
    ``CorruptSaveError``."""
    if not isinstance(files, list) or not all(isinstance(f, dict) and isinstance(f.get("source"), str)
                                              and isinstance(f.get("text"), str) for f in files):
        raise CorruptSaveError(N_("{where}: expected a list of {fields} card files"), where=where,
                               fields="{source, text}")
    try:
        return CardPool.from_files([(f["source"], f["text"]) for f in files])
    except CardFileError as exc:
        raise CorruptSaveError(N_("{where}: {error}"), where=where, error=exc) from None


def _encode_state(state: GameState) -> Any:
    saved_cache, saved_seq = state.cache, state.cache_seq
    state.cache, state.cache_seq = {}, -1
    try:
        return encode(state, state.cards)
    finally:
        state.cache, state.cache_seq = saved_cache, saved_seq


def _check_integrity(state: GameState) -> None:
    """Every zone lists existing objects, and every object is in the zone it says (a save is untrusted)."""
    for p in state.players:
        for zone, ids in ((Zone.LIBRARY, p.library), (Zone.HAND, p.hand), (Zone.GRAVEYARD, p.graveyard)):
            _check_zone(state, zone, ids)
    for zone, ids in ((Zone.BATTLEFIELD, state.battlefield), (Zone.STACK, state.stack), (Zone.EXILE, state.exile)):
        _check_zone(state, zone, ids)


def _check_zone(state: GameState, zone: Zone, ids: list[int]) -> None:
    for oid in ids:
        obj = state.objects.get(oid)
        if obj is None or obj.zone is not zone:
            raise CorruptSaveError(N_("{where}: object {id} listed in {zone} is not there"), where="$.state", id=oid,
                                   zone=zone)
        if not isinstance(obj.definition, CardDef) or obj.card != obj.definition.name:
            raise CorruptSaveError(N_("{where}: object {id} is not the card it names"), where="$.state", id=oid)
