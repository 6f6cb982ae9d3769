"""Actions: the small, hashable values a player hands to ``Game.apply`` (CR 117, 305, 601, 602, 116).

Every decision of the game is answered by one of these. Priority actions start something
(a land, a spell, an ability, a special action); every other decision is answered with
``Choose`` and one of the options the decision lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

Choice = Union[int, str, tuple, None]  # noqa: UP007 - kept readable for the JSON codec


@dataclass(frozen=True, slots=True)
class PassPriority:
    """CR 117.3d: pass priority."""

    player: int

    def __str__(self) -> str:
        return f"P{self.player} passes priority"


@dataclass(frozen=True, slots=True)
class PlayLand:
    """CR 305.1: play a land (a special action, 116.2a)."""

    player: int
    card: int

    def __str__(self) -> str:
        return f"P{self.player} plays land #{self.card}"


@dataclass(frozen=True, slots=True)
class CastSpell:
    """CR 601.2a: begin casting a spell; the rest of 601.2 follows as decisions."""

    player: int
    card: int

    def __str__(self) -> str:
        return f"P{self.player} casts #{self.card}"


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """CR 602.2: activate the ability number ``index`` (printed order, mana abilities included)."""

    player: int
    source: int
    index: int

    def __str__(self) -> str:
        return f"P{self.player} activates ability {self.index} of #{self.source}"


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """CR 116.2b, 702.37e: turn a face-down permanent face up by paying its morph cost."""

    player: int
    permanent: int

    def __str__(self) -> str:
        return f"P{self.player} turns #{self.permanent} face up"


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer the pending decision with one of the options it lists."""

    player: int
    option: Choice

    def __str__(self) -> str:
        return f"P{self.player} chooses {self.option!r}"


def as_int(value: object) -> int:
    """An option or remembered value that must be a whole number (object ids, modes, X, players)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise TypeError(f"expected a whole number, got {value!r}")


Action = Union[PassPriority, PlayLand, CastSpell, ActivateAbility, TurnFaceUp, Choose]  # noqa: UP007
