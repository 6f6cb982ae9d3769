"""Typed records of the optional costs a spell was cast with (CR 601.2b, 118.8, 118.9).

Each additional or alternative cost chosen while casting is recorded on the spell as its own
record (architecture §2), never as one shared flag. Copies of a spell copy them (CR 707.10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union


@dataclass(frozen=True, slots=True)
class GiftPromise:
    """CR 702.174a: the gift was promised to ``opponent`` as an additional cost."""

    opponent: int


@dataclass(frozen=True, slots=True)
class AwakenPaid:
    """CR 702.113a: the spell was cast for its awaken cost (an alternative cost)."""

    counters: int


@dataclass(frozen=True, slots=True)
class OffspringPaid:
    """CR 702.175a: the spell's offspring cost was paid as an additional cost."""


@dataclass(frozen=True, slots=True)
class AdditionalCostPaid:
    """CR 601.2b: a printed additional cost (discard a card, sacrifice …) and the objects used."""

    kind: str
    objects: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ManaActivation:
    """CR 605.3a, 602.2b: a mana ability being activated by hand whose cost or mana needs choices: the source and
    ability, the picks of foraging so far (its way, then objects) and the colors chosen so far, one per mana."""

    source: int
    ability: int
    picks: tuple[int | str, ...] = ()
    letters: str = ""


CostRecord = Union[GiftPromise, AwakenPaid, OffspringPaid, AdditionalCostPaid]  # noqa: UP007
