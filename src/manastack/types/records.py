"""Explicit records of progress that is under way (architecture §1: all progress is data).

A spell being cast, a resolution paused for a choice, triggers waiting to be ordered, combat,
continuous and delayed effects: each is a record in the game state, never a closure, so that
any game can be cloned and saved at any decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.types.costs import CostRecord

if TYPE_CHECKING:
    from manastack.cards.schema import CardDef


class Record:
    """Base for slotted records: a generic copy, equality and repr over the slots."""

    __slots__: tuple[str, ...] = ()

    def copy(self):  # type: ignore[no-untyped-def]
        new = object.__new__(type(self))
        for name in self.__slots__:
            value = getattr(self, name)
            if isinstance(value, (list, dict, set)):
                value = value.copy()
            setattr(new, name, value)
        return new

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and all(
            getattr(self, n) == getattr(other, n) for n in self.__slots__)

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__name__}({fields})"


class Casting(Record):
    """CR 601.2: a spell (or, CR 602.2, an ability) part-way through being cast or activated.

    ``stage`` names the 601.2 step the caster is at; the other fields hold what was chosen so far.
    """

    __slots__ = (
        "ability_index",
        "costs",
        "modes",
        "object",
        "player",
        "slot",
        "source",
        "stage",
        "targets",
        "x",
    )

    def __init__(self, player: int, object: int, source: int | None = None, ability_index: int = -1) -> None:
        self.player = player
        self.object = object
        self.source = source
        self.ability_index = ability_index
        self.stage = "begin"
        self.costs: tuple[CostRecord, ...] = ()
        self.targets: list[tuple[int, ...]] = []
        self.slot = 0
        self.x = 0
        self.modes: tuple[int, ...] = ()


class Resolution(Record):
    """CR 608.2: a spell or ability resolving, instruction by instruction.

    ``step`` is the index of the next instruction; ``answers`` the choices made for the current
    one; ``results`` what earlier instructions did ("paid", "did", objects affected), read by
    "if you do" (CR 118.12) and "when you do" (CR 603.12).
    """

    __slots__ = ("answers", "object", "results", "step")

    def __init__(self, object: int) -> None:
        self.object = object
        self.step = 0
        self.answers: list[Any] = []
        self.results: dict[str, Any] = {}


class PendingTrigger(Record):
    """CR 603.2, 603.3: a triggered ability that triggered and waits to be put on the stack."""

    __slots__ = ("ability_index", "controller", "definition", "delayed", "event", "source", "source_name")

    def __init__(self, source: int, definition: CardDef, ability_index: int, controller: int, source_name: str,
                 event: dict[str, object], delayed: int | None = None) -> None:
        self.source = source
        self.definition = definition   # the definition the ability is printed on (or a keyword of)
        self.ability_index = ability_index
        self.controller = controller
        self.source_name = source_name
        self.event = event
        self.delayed = delayed


class ContinuousEffect(Record):
    """CR 611, 613: a continuous effect from a resolved spell or ability, applied in its layer.

    ``affected`` are object ids (locked in at creation, CR 611.2c) or empty with ``scope`` naming
    a set computed each time (static abilities). ``change`` is the verb's parameters.
    """

    __slots__ = ("affected", "change", "controller", "duration", "id", "layer", "source", "timestamp")

    def __init__(self, id: int, source: int, controller: int, timestamp: int, layer: str,
                 affected: tuple[int, ...], change: tuple[tuple[str, object], ...], duration: str) -> None:
        self.id = id
        self.source = source
        self.controller = controller
        self.timestamp = timestamp
        self.layer = layer
        self.affected = affected
        self.change = change
        self.duration = duration

    def get(self, key: str, default: object = None) -> object:
        for k, v in self.change:
            if k == key:
                return v
        return default

    def number(self, key: str, default: int = 0) -> int:
        """A numeric parameter of the change (power, toughness, amount, controller)."""
        value = self.get(key, default)
        return value if isinstance(value, int) else default

    def words(self, key: str) -> tuple[str, ...]:
        """A list-of-names parameter of the change (types, subtypes, keywords, colors)."""
        value = self.get(key, ())
        return tuple(str(v) for v in value) if isinstance(value, (tuple, list)) else ()


class DelayedTrigger(Record):
    """CR 603.7: a delayed triggered ability created by a resolving spell or ability."""

    __slots__ = ("ability", "controller", "definition", "event", "id", "objects", "once", "source", "source_name",
                 "turn", "until_turn")

    def __init__(self, id: int, definition: CardDef, ability: int, controller: int, source: int, source_name: str,
                 event: str, objects: tuple[int, ...], turn: int) -> None:
        self.id = id
        self.definition = definition
        self.ability = ability
        self.controller = controller
        self.source = source
        self.source_name = source_name
        self.event = event
        self.objects = objects
        self.turn = turn
        self.once = True
        self.until_turn = 0     # "until the end of your next turn": -1 until that turn begins, then its number


class Combat(Record):
    """CR 506–511: who attacks whom, who blocks whom, and which damage steps are done."""

    __slots__ = (
        "attacked",
        "attackers",
        "blocked",
        "blockers",
        "dealt_first",
        "declared_attackers",
        "declared_blockers",
        "first_strike_done",
        "orders",
        "regular_done",
    )

    def __init__(self) -> None:
        self.attackers: dict[int, int] = {}       # attacking creature -> defending player
        self.attacked: dict[int, int] = {}        # attacking creature -> the planeswalker it attacks (508.1b)
        self.blockers: dict[int, int] = {}        # blocking creature -> attacker it blocks
        self.blocked: list[int] = []              # attackers that became blocked (CR 509.1h)
        self.declared_attackers = False
        self.declared_blockers = False
        self.first_strike_done = False
        self.regular_done = False
        self.dealt_first: list[int] = []          # creatures that dealt first-strike damage (CR 510.4)
        self.orders: list[object] = []            # answers to this damage step's 616.1 questions, in order
