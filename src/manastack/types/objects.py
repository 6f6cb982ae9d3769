"""Game objects and players: plain data, no rules (CR 109, 102).

An object that changes zones becomes a new object (CR 400.7), so an object outside the
battlefield and the stack is never changed in place: a clone of the game can share it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from manastack.types.costs import CostRecord
from manastack.types.enums import Zone

if TYPE_CHECKING:
    from manastack.cards.schema import CardDef


class GameObject:
    """CR 109.1: a card, token, copy of a card, spell or ability in a zone.

    ``definition`` is what it was made from (a card or token of the game's pool: two tokens may share a name,
    never a definition), ``card`` that definition's name. ``copy_of`` is the definition it copies (CR 707.2).
    Stack objects that are abilities have ``kind == "ability"``, their ``source``, the definition the ability
    is printed on and its index there.
    """

    __slots__ = (
        "ability_index", "attached_to", "card", "chosen", "controller", "copy_of", "costs", "counters",
        "damage", "deathtouched", "definition", "entered_turn", "face_down", "id", "is_copy", "kind", "linked",
        "mana_spent", "modes", "owner",
        "phased_out", "sick", "source", "source_name", "tapped", "targets", "timestamp", "token",
        "trigger_event", "x", "zone",
    )

    # the values __init__ gives (a save leaves them out; tests/test_save_load.py checks they agree)
    SAVE_DEFAULTS: ClassVar[dict[str, object]] = {
        "timestamp": 0, "kind": "card", "token": False, "tapped": False, "counters": {}, "damage": 0,
        "deathtouched": False, "sick": False, "face_down": False, "phased_out": False, "attached_to": None,
        "copy_of": None, "is_copy": False, "costs": (), "targets": (), "x": 0, "mana_spent": (), "modes": (),
        "source": None, "source_name": "", "ability_index": -1, "trigger_event": {}, "chosen": {}, "linked": (),
        "entered_turn": -1,
    }

    def __init__(self, id: int, definition: CardDef, owner: int, zone: Zone, timestamp: int = 0) -> None:
        self.id = id
        self.definition = definition
        self.card = definition.name
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.timestamp = timestamp
        self.kind = "card"
        self.token = False
        self.tapped = False
        self.counters: dict[str, int] = {}
        self.damage = 0
        self.deathtouched = False
        self.sick = False
        self.face_down = False
        self.phased_out = False
        self.attached_to: int | None = None
        self.copy_of: CardDef | None = None
        self.is_copy = False
        self.costs: tuple[CostRecord, ...] = ()
        self.targets: tuple[tuple[int, ...], ...] = ()
        self.x = 0
        self.mana_spent: tuple[str, ...] = ()   # CR 601.2h: the mana paid to cast it, one letter per mana
        self.modes: tuple[int, ...] = ()
        self.source: int | None = None
        self.source_name = ""
        self.ability_index = -1
        self.trigger_event: dict[str, object] = {}
        self.chosen: dict[str, object] = {}
        self.linked: tuple[int, ...] = ()
        self.entered_turn = -1       # the turn it entered the battlefield ("entered this turn"; -1: set up so)

    def copy(self) -> GameObject:
        """A shallow copy with its own counters (the only mutable container changed in place)."""
        new = GameObject.__new__(GameObject)
        for name in GameObject.__slots__:
            setattr(new, name, getattr(self, name))
        new.counters = dict(self.counters)
        return new

    @property
    def is_ability(self) -> bool:
        return self.kind == "ability"

    def __repr__(self) -> str:
        return f"<{self.card}#{self.id} {self.zone.value} P{self.controller}>"


class Player:
    """CR 102: a player, with life, poison counters, hand, library, graveyard and mana pool."""

    __slots__ = (
        "cant_cast", "drew_from_empty", "graveyard", "hand", "id", "kept_mana", "keywords", "lands_played", "left",
        "left_graveyard", "library", "life", "life_gained", "life_locked", "life_lost", "lost", "mulligans", "name",
        "poison", "pool", "restricted_mana", "sacrificed_food", "spent_on_spells", "won",
    )

    SAVE_DEFAULTS: ClassVar[dict[str, object]] = {     # as for GameObject
        "poison": 0, "lands_played": 0, "spent_on_spells": 0, "left_graveyard": 0, "sacrificed_food": 0,
        "life_lost": 0, "life_gained": 0, "kept_mana": (0,) * 6, "lost": False, "won": False, "left": False,
        "drew_from_empty": False, "mulligans": 0, "keywords": (), "life_locked": False, "cant_cast": False,
    }

    def __init__(self, id: int, name: str, life: int = 20) -> None:
        self.id = id
        self.name = name
        self.life = life
        self.poison = 0
        self.library: list[int] = []
        self.hand: list[int] = []
        self.graveyard: list[int] = []
        self.pool: list[int] = [0, 0, 0, 0, 0, 0]   # W U B R G C (CR 106.4)
        self.lands_played = 0
        self.spent_on_spells = 0                     # total mana spent to cast spells this turn (expend)
        self.left_graveyard = 0                      # cards that left this player's graveyard this turn
        self.sacrificed_food = 0                     # Foods this player sacrificed this turn
        self.life_lost = 0                           # life lost this turn, paid life included (CR 119.3, 119.4)
        self.life_gained = 0                         # life gained this turn (CR 119.3: "if you gained life")
        self.kept_mana: tuple[int, ...] = (0,) * 6   # mana of the pool that doesn't empty until end of turn
        self.restricted_mana: tuple[tuple[str, str], ...] = ()   # CR 106.6: (letter, filter as JSON) in the pool
        self.lost = False
        self.won = False
        self.left = False
        self.drew_from_empty = False
        self.mulligans = 0
        self.keywords: tuple[str, ...] = ()         # e.g. Hexproof from Dawn's Truce (CR 702.11d)
        self.life_locked = False                     # "your life total can't change"
        self.cant_cast = False                       # "can't cast spells this turn"

    def copy(self) -> Player:
        new = Player.__new__(Player)
        for name in Player.__slots__:
            setattr(new, name, getattr(self, name))
        new.library = list(self.library)
        new.hand = list(self.hand)
        new.graveyard = list(self.graveyard)
        new.pool = list(self.pool)
        return new

    @property
    def in_game(self) -> bool:
        """CR 800.4a: a player who lost has left the game."""
        return not (self.lost or self.left)

    def __repr__(self) -> str:
        return f"<Player {self.name} life={self.life}>"
