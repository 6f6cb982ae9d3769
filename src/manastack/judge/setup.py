"""Building the starting position of a scenario (spec ``scenario-format.md``: "players", "turn", "cards").

The state is built directly, not by playing a game: every zone entry becomes an object in setup order, the turn
is set, the stack is empty and the active player receives priority (CR 117.3a). Nobody has played a land.
"""

from __future__ import annotations

from pathlib import Path

from manastack.cards.loader import CardFileError
from manastack.cards.pool import CardPool, UnknownCardError
from manastack.judge.references import resolve_object
from manastack.judge.schema import BadReference, CardFile, PlayerSetup, Scenario, ZoneEntry
from manastack.judge.yaml_lines import ScenarioError
from manastack.rules import engine
from manastack.rules.loyalty import LOYALTY, starting_loyalty
from manastack.rules.zones import new_card
from manastack.types.enums import Step, Zone
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.types.objects import GameObject, Player
from manastack.types.records import Combat
from manastack.types.state import GameState

ZONES = {"hand": Zone.HAND, "library": Zone.LIBRARY, "graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE,
         "battlefield": Zone.BATTLEFIELD}
MAX_OBJECTS = 5000
# Steps after begin_combat need a combat record (CR 506); starting there means nobody attacked.
_AFTER_BEGIN_COMBAT = (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_COMBAT)


def scenario_pool(scenario: Scenario, cards: CardPool | None = None) -> CardPool:
    """Spec "Top level", ``cards``: the scenario's card files (paths relative to the scenario file) on top of
    ``cards`` (default: the built-in cards), each validated like the built-in cards. A file that cannot be
    read, an invalid card or a name clash is a ``ScenarioError`` naming the card file, the card and the field."""
    pool = cards if cards is not None else CardPool.builtin()
    for entry in scenario.cards:
        pool = _with_card_file(pool, scenario.file, entry)
    return pool


def _with_card_file(pool: CardPool, file: str, entry: CardFile) -> CardPool:
    path = Path(entry.path)
    if not path.is_absolute():
        path = Path(file).parent / path
    try:
        return pool.with_file(path)
    except CardFileError as exc:
        raise ScenarioError(file, entry.line or None, None, N_("cards: {problem}"), problem=exc) from None
    except OSError as exc:
        raise ScenarioError(file, entry.line or None, None,
                            N_("cards: cannot read the card file {path!r} ({location}): {problem}"), path=entry.path,
                            location=str(path), problem=exc.strerror or str(exc)) from None


def build_state(scenario: Scenario, cards: CardPool | None = None) -> GameState:
    """The scenario's starting position, with the active player holding priority (spec "turn"); ``cards`` is
    the card pool the scenario's own card files are added to (default: the built-in cards)."""
    state = GameState(scenario.seed, scenario_pool(scenario, cards))
    state.recording = True
    names = [p.name for p in scenario.players]
    for pid, setup in enumerate(scenario.players):
        state.players.append(Player(pid, setup.name, setup.life))
    attachments: list[tuple[GameObject, ZoneEntry]] = []
    for pid, setup in enumerate(scenario.players):
        _fill_zones(state, scenario.file, pid, setup, names, attachments)
    for obj, entry in attachments:
        _attach(state, scenario.file, obj, entry)
    # CR 613.1, 611.3: the board is complete only now; characteristics computed while it was built (to find
    # what an Aura is attached to) must not outlive it, though no event has happened yet
    state.cache.clear()
    state.cache_seq = -1
    _set_turn(state, scenario, names)
    if state.step not in (Step.UNTAP, Step.CLEANUP):   # no priority there (CR 502.4, 514.3): wait for an action
        engine.advance(state)
    return state


def _fill_zones(state: GameState, file: str, pid: int, setup: PlayerSetup, names: list[str],
                attachments: list[tuple[GameObject, ZoneEntry]]) -> None:
    """Every entry of every zone of one player, in the order written (library: top card first)."""
    for zone_name, zone in ZONES.items():
        for entry in getattr(setup, zone_name):
            if len(state.objects) + entry.count > MAX_OBJECTS:
                raise ScenarioError(file, entry.line or None, None,
                                    N_("too many objects: a scenario may set up at most {limit}"), limit=MAX_OBJECTS)
            for _ in range(entry.count):
                obj = _new_object(state, file, pid, zone, entry, names)
                if entry.attached_to is not None:
                    attachments.append((obj, entry))


def _new_object(state: GameState, file: str, pid: int, zone: Zone, entry: ZoneEntry,
                names: list[str]) -> GameObject:
    """One object from a zone entry: its card (exact name, case-insensitive) and every option of the entry."""
    try:
        definition = state.cards.find(entry.card)
    except UnknownCardError as exc:
        reason = exc if isinstance(exc, Explained) else str(exc)   # the pool's words, in the reader's language
        raise ScenarioError(file, entry.line or None, None, reason) from None
    if definition.token and zone is not Zone.BATTLEFIELD:
        raise ScenarioError(file, entry.line or None, None,
                            N_("{card} is a token: tokens exist only on the battlefield (CR 111.7, 111.8)"),
                            card=definition.name)
    owner = names.index(entry.owner) if entry.owner is not None else pid
    obj = new_card(state, definition, owner, zone)
    obj.controller = pid
    obj.token = entry.token or definition.token
    obj.tapped = entry.tapped
    obj.sick = entry.sick
    obj.face_down = entry.face_down
    obj.counters = {kind: n for kind, n in entry.counters if n}
    if zone is Zone.BATTLEFIELD and not any(kind == LOYALTY for kind, _ in entry.counters):
        loyalty = starting_loyalty(definition)     # CR 306.5b: set up as if it had entered
        if loyalty:
            obj.counters[LOYALTY] = loyalty
    return obj


def _attach(state: GameState, file: str, obj: GameObject, entry: ZoneEntry) -> None:
    """``attached_to``: an Aura or Equipment attached to a permanent (CR 301.5, 303.4)."""
    assert entry.attached_to is not None
    where = Explained(N_("attached_to of {card}"), card=entry.card)
    try:
        target = resolve_object(state, entry.attached_to, state.battlefield, where)
    except BadReference as exc:
        raise ScenarioError(file, entry.line or None, None, exc) from None
    if target == obj.id:
        raise ScenarioError(file, entry.line or None, None, N_("{card} can't be attached to itself"), card=entry.card)
    obj.attached_to = target
    state.cache.clear()    # characteristics read to resolve the reference don't see the attachment yet


def _set_turn(state: GameState, scenario: Scenario, names: list[str]) -> None:
    """Spec "turn": the step's turn-based actions are done, so the active player receives priority."""
    turn = scenario.turn
    active = names.index(turn.active) if turn.active else 0
    state.turn_number = turn.number
    state.active = active
    state.last_normal = active
    state.starting_player = active if turn.number == 1 else 0
    state.step = Step(turn.step)
    state.phase_done = state.step is not Step.DECLARE_ATTACKERS   # the declaration itself is a decision
    state.priority = None
    if state.step is Step.DECLARE_ATTACKERS:
        state.combat = Combat()
    elif state.step is Step.BEGIN_COMBAT or state.step in _AFTER_BEGIN_COMBAT:
        state.combat = Combat()
        state.combat.declared_attackers = state.step in _AFTER_BEGIN_COMBAT
        state.combat.declared_blockers = state.step in _AFTER_BEGIN_COMBAT[1:]
