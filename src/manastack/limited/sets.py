"""The cards of a set, each with its collector number and rarity: the facts a booster is opened from.

The lists live in ``data/<code>.csv`` (number, name, rarity, colors, types; basic lands have the rarity
``basic``), so a pool can be sorted by color and type even where the engine lacks a card's definition.
A name may appear more than once (BFZ's full-art basic lands): a booster picks a printing, a pool counts names.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from importlib import resources

from manastack.types.explained import Explained
from manastack.types.markers import N_

RARITIES = ("common", "uncommon", "rare", "mythic", "basic")


class UnknownSet(Explained, ValueError):
    """A set code that has no card list."""


@dataclass(frozen=True, slots=True)
class SetCard:
    """One printing in a set: its collector number, name, rarity, colors (letters, ``""`` for colorless)
    and card types."""

    number: int
    name: str
    rarity: str
    colors: str = ""
    types: tuple[str, ...] = ()


@dataclass(frozen=True)
class CardSet:
    """A set's code, name and printings, in collector-number order."""

    code: str
    name: str
    cards: tuple[SetCard, ...]

    def of_rarity(self, rarity: str) -> tuple[SetCard, ...]:
        """The printings of one rarity (``basic`` for the basic lands)."""
        return tuple(card for card in self.cards if card.rarity == rarity)

    def card(self, name: str) -> SetCard:
        """The (first) printing of a card name in this set."""
        for card in self.cards:
            if card.name == name:
                return card
        raise KeyError(f"{name!r} is not in {self.code}")

    @property
    def names(self) -> frozenset[str]:
        return frozenset(card.name for card in self.cards)


SET_NAMES = {"BLB": "Bloomburrow", "BFZ": "Battle for Zendikar"}


@cache
def card_set(code: str) -> CardSet:
    """The set called ``code`` (case-insensitive), read once from the package's data."""
    code = code.upper()
    if code not in SET_NAMES:
        raise UnknownSet(N_("unknown set {code!r}: known sets are {sets}"), code=code, sets=tuple(sorted(SET_NAMES)))
    text = resources.files("manastack.limited").joinpath(f"data/{code.lower()}.csv").read_text(encoding="utf-8")
    rows = csv.DictReader(text.splitlines())
    cards = tuple(SetCard(int(row["number"]), row["name"], row["rarity"], row["colors"], tuple(row["types"].split()))
                  for row in rows)
    return CardSet(code, SET_NAMES[code], cards)
