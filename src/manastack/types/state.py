"""The whole state of a game as plain data (architecture §1): what ``Game`` clones and saves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.types.costs import ManaActivation
from manastack.types.decisions import Decision
from manastack.types.enums import CardType, Step, Zone
from manastack.types.events import Event
from manastack.types.objects import GameObject, Player
from manastack.types.records import (
    Casting,
    Combat,
    ContinuousEffect,
    DelayedTrigger,
    PendingTrigger,
    Resolution,
)
from manastack.types.rng import Rng

if TYPE_CHECKING:
    from manastack.cards.pool import CardPool


class GameState:
    """Everything about one game at one moment. Rules code in ``manastack.rules`` changes it."""

    __slots__ = (
        "abilities_resolved",
        "activated_once",
        "active",
        "assigned",
        "auto_mana",
        "batch",
        "batch_seq",
        "battlefield",
        "cache",
        "cache_seq",
        "cards",
        "casting",
        "ceasing",
        "combat",
        "command",
        "context",
        "creatures_entered",
        "creatures_exiled",
        "damaged",
        "decision",
        "decks",
        "delayed",
        "died",
        "effects",
        "event_seq",
        "events",
        "exile",
        "extra_turns",
        "game_over",
        "last_normal",
        "lki",
        "lki_chars",
        "loyalty_activated",
        "mana_activation",
        "next_id",
        "objects",
        "once_used",
        "opening_queue",
        "ordering",
        "passes",
        "pending_defenders",
        "phase_done",
        "players",
        "priority",
        "recording",
        "resolution",
        "rng",
        "sba_seq",
        "seed",
        "spell_names_cast",
        "spell_types_cast",
        "spells_cast",
        "stack",
        "starting_player",
        "state_triggered",
        "step",
        "targeted",
        "timestamp",
        "triggers",
        "turn_number",
        "unchosen",
        "winner",
    )

    def __init__(self, seed: int, cards: CardPool) -> None:
        self.cards = cards               # the definitions this game may use (shared by clones, never copied)
        self.seed = seed
        self.rng = Rng(seed)
        self.players: list[Player] = []
        self.decks: list[list[str]] = []
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.exile: list[int] = []
        self.command: list[int] = []
        self.turn_number = 0
        self.active = 0
        self.starting_player = 0
        self.step = Step.UNTAP
        self.phase_done = False          # the current step's turn-based actions are done
        self.priority: int | None = None
        self.passes = 0                  # consecutive passes in succession (CR 117.4)
        self.last_normal = 0              # whose normal turn was taken last (extra turns are inserted, 500.7)
        self.assigned: dict[int, tuple[tuple[int, int], ...]] = {}   # combat damage assigned so far (510.1)
        self.pending_defenders: list[int] = []   # defending players still to declare blockers (509.1)
        self.extra_turns: list[int] = []  # CR 500.7: queued extra turns, next first
        self.next_id = 1
        self.timestamp = 0
        self.decision: Decision | None = None
        self.context = ""                # which record the pending decision belongs to
        self.mana_activation: ManaActivation | None = None   # a mana ability's choices being made (605.3a)
        self.casting: Casting | None = None
        self.resolution: Resolution | None = None
        self.triggers: list[PendingTrigger] = []
        self.ordering: list[PendingTrigger] = []
        self.effects: list[ContinuousEffect] = []
        self.delayed: list[DelayedTrigger] = []
        self.combat: Combat | None = None
        self.lki: dict[int, GameObject] = {}
        self.lki_chars: dict[int, tuple] = {}   # CR 603.10a, 608.2h: a permanent's characteristics as it left
        self.sba_seq = -1                 # event_seq at the last state-based check that found nothing
        self.auto_mana = True             # pay mana costs with the solver; False: agents activate mana abilities
        self.opening_queue: list[int] = []   # players still to use opening-hand abilities (CR 103.6)
        self.ceasing: list[int] = []   # tokens and spell copies that left their zone (CR 704.5d–e)
        self.batch: list[int] | None = None   # objects that left the battlefield in one simultaneous event
        self.batch_seq = 0                    # numbers each simultaneous event ("one or more …" triggers once)
        self.state_triggered: list[tuple[int, int]] = []   # CR 603.8: (source, ability) on the stack
        self.spells_cast: list[int] = []                    # players who cast each spell this turn
        self.spell_types_cast: list[tuple[CardType, ...]] = []   # the card types of each of those spells
        self.died: list[int] = []     # CR 700.4: the controller of each creature that died this turn
        self.spell_names_cast: list[tuple[str, tuple[str, ...]]] = []   # and the name and subtypes of each
        self.abilities_resolved: list[tuple[int, int]] = []   # (source, ability index) per resolution this turn
        self.once_used: list[tuple[int, int]] = []   # (source, ability index) used this turn ("only once each turn")
        self.creatures_entered: list[tuple[int, int]] = []   # (creature, controller) entering this turn
        self.creatures_exiled: list[tuple[int, int]] = []   # (creature, controller) exiled from the battlefield
        self.loyalty_activated: list[int] = []   # permanents whose loyalty ability was activated this turn (606.3)
        self.targeted: list[tuple[int, int]] = []   # (object, player) targeted by that player's spell or ability
        self.unchosen: list[int] = []   # CR 614.12: permanents that entered and still make their "as enters" choice
        self.activated_once: list[tuple[int, int]] = []   # (source, ability) activated, "only once" (602.5b)
        self.damaged: list[int] = []   # permanents dealt damage this turn ("that was dealt damage this turn")
        self.events: list[Event] = []
        self.event_seq = 0
        self.recording = True
        self.cache_seq = -1
        self.game_over = False
        self.winner: int | None = None
        self.cache: dict[int, object] = {}   # characteristics by object id, valid for one event_seq

    def clone(self) -> GameState:
        """A copy sharing only immutable parts: objects outside battlefield and stack are never changed
        in place (CR 400.7 makes a moved object a new one), so they are shared."""
        new = GameState.__new__(GameState)
        for name in GameState.__slots__:
            setattr(new, name, getattr(self, name))
        new.rng = self.rng.copy()
        new.players = [p.copy() for p in self.players]
        objects = dict(self.objects)
        for oid in self.battlefield:
            objects[oid] = objects[oid].copy()
        for oid in self.stack:
            objects[oid] = objects[oid].copy()
        new.objects = objects
        new.battlefield = list(self.battlefield)
        new.stack = list(self.stack)
        new.exile = list(self.exile)
        new.command = list(self.command)
        new.extra_turns = list(self.extra_turns)
        new.assigned = dict(self.assigned)
        new.pending_defenders = list(self.pending_defenders)
        new.casting = self.casting.copy() if self.casting else None
        new.resolution = self.resolution.copy() if self.resolution else None
        new.triggers = list(self.triggers)
        new.ordering = list(self.ordering)
        new.effects = list(self.effects)
        new.delayed = list(self.delayed)
        new.combat = self.combat.copy() if self.combat else None
        new.lki = dict(self.lki)
        new.lki_chars = dict(self.lki_chars)
        new.ceasing = list(self.ceasing)
        new.opening_queue = list(self.opening_queue)
        new.batch = None if self.batch is None else list(self.batch)
        new.state_triggered = list(self.state_triggered)
        new.spells_cast = list(self.spells_cast)
        new.spell_types_cast = list(self.spell_types_cast)
        new.died = list(self.died)
        new.spell_names_cast = list(self.spell_names_cast)
        new.targeted = list(self.targeted)
        new.unchosen = list(self.unchosen)
        new.damaged = list(self.damaged)
        new.activated_once = list(self.activated_once)
        new.abilities_resolved = list(self.abilities_resolved)
        new.once_used = list(self.once_used)
        new.loyalty_activated = list(self.loyalty_activated)
        new.creatures_entered = list(self.creatures_entered)
        new.creatures_exiled = list(self.creatures_exiled)
        new.events = list(self.events)
        new.cache = {}
        new.cache_seq = -1
        return new

    # -- lookups -----------------------------------------------------------------------------------
    def obj(self, oid: int) -> GameObject:
        """The object with id ``oid`` (KeyError if it no longer exists)."""
        return self.objects[oid]

    def player(self, pid: int) -> Player:
        return self.players[pid]

    def zone_list(self, zone: Zone, owner: int) -> list[int]:
        """CR 400.1: the list holding a zone's objects (a player's own for library, hand, graveyard)."""
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        if zone is Zone.STACK:
            return self.stack
        if zone is Zone.EXILE:
            return self.exile
        if zone is Zone.COMMAND:
            return self.command
        p = self.players[owner]
        if zone is Zone.LIBRARY:
            return p.library
        if zone is Zone.HAND:
            return p.hand
        return p.graveyard

    def new_id(self) -> int:
        oid = self.next_id
        self.next_id += 1
        return oid

    def new_timestamp(self) -> int:
        """CR 613.7: timestamps order continuous effects and objects."""
        self.timestamp += 1
        return self.timestamp
