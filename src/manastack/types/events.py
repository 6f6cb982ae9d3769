"""Events: every change to the game, in the past tense, with the rule it applies (architecture §3).

An event is data, never English: its kind, the rule, the player and objects it is about, an amount, and named
facts. The sentence a reader sees is written from these by a view of the event stream (``manastack.sentences``),
so the same events can be read in another language, and the simulator and the judge read facts, not words.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A player an event names: id, and name (for the sentence)."""

    id: int
    name: str


@dataclass(frozen=True, slots=True)
class ObjectRef:
    """An object an event names: its id, and its name as it was when the event happened (CR 608.2h last known
    information: the trace may be read after the object has left the game). A face-down permanent or spell has
    no name (CR 708.2a): ``face_down``, and the sentence says so."""

    id: int
    name: str
    face_down: bool = False


@dataclass(frozen=True, slots=True)
class Quoted:
    """Words of a card an event, prompt or option quotes ("sacrifice a Food", "{T}: Add {G}."), as the card's
    rules text words them (English): a view writes them in its reader's language, as the card reads there
    (``cards.translation``); ``capitalized`` when they open a sentence."""

    text: str
    capitalized: bool = False


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: ``kind`` and ``rule``, the CR rule applied.

    ``player`` is the player the event is about, ``objects`` the ids involved, ``amount`` a number where one
    matters. ``data`` holds kind-specific named facts: those trigger matching reads (e.g. from/to zone) and those
    the sentence names (``PlayerRef``/``ObjectRef``, counts, a ``variant`` where a kind has several sentences).
    """

    seq: int
    kind: str
    rule: str
    player: int | None = None
    objects: tuple[int, ...] = ()
    amount: int = 0
    data: tuple[tuple[str, object], ...] = ()

    def get(self, key: str, default: object = None) -> object:
        """A kind-specific fact, e.g. ``event.get("to")`` for a zone change."""
        return fact(self.data, key, default)


def fact(facts: tuple[tuple[str, object], ...], key: str, default: object = None) -> object:
    """The value of the fact named ``key`` (an event's, a prompt's), else ``default``."""
    for k, v in facts:
        if k == key:
            return v
    return default


def ref_id(value: object) -> object:
    """The id a fact names: a reference's id, any other value as it is."""
    return value.id if isinstance(value, (PlayerRef, ObjectRef)) else value
