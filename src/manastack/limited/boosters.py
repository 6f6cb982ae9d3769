"""Boosters as they were sold: each set's slots, what rarity each slot holds, and how often.

Collation facts are game facts; the sources:

* Play boosters (Bloomburrow, 2024): 14 Magic cards and a non-playable one — six commons, a seventh
  common that is now and then a card from The List, three uncommons, a nonfoil wildcard of any rarity, a
  rare or mythic rare, a traditional foil of any rarity and a basic land (Wizards of the Coast, "What Is a
  Play Booster?", January 2024). The List's cards are reprints from outside the set, which the engine does
  not define: that slot is always the seventh common here. The non-playable card (token, art card, ad) is
  not opened.
* Draft boosters (Battle for Zendikar, 2015): 15 cards — ten commons, three uncommons, a rare or mythic
  rare and a basic land (full-art in BFZ); a foil of any rarity replaces a common, about one card in 67
  being foil ("Fun Fact Fridays: The Contents of a Booster Pack", Monday Morning MTG, 2014). Zendikar
  Expeditions (foil lands from other sets, in roughly one booster in 150) are not BFZ cards and are not
  opened.
* A slot that mixes rarities weighs each printing by how many times it is printed on the sheets: a mythic
  once for each two of a rare, six of an uncommon and twenty of a common, which also puts a mythic rare
  in about one rare slot in eight (MTGPrice, "The Comprehensive Collection of Relative Rarities", 2023).

Seeded: ``open_boosters(code, seed, n)`` opens the same boosters for the same set, seed and count.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from manastack.limited.sets import CardSet, SetCard, card_set

PRINT_WEIGHTS: Mapping[str, int] = {"common": 20, "uncommon": 6, "rare": 2, "mythic": 1}
"""Copies of a printing on the sheets, by rarity: a mixed-rarity slot picks a printing with this weight."""

RARE_SLOT: Mapping[str, int] = {"rare": 2, "mythic": 1}
ANY_RARITY = PRINT_WEIGHTS   # the wildcard and foil slots: any card of the main set but its basic lands


@dataclass(frozen=True, slots=True)
class Slot:
    """``count`` different printings drawn from the rarities in ``weights`` (each printing weighed by its
    rarity's weight), foil or not. With ``chance`` below 1, the slot holds ``instead`` the rest of the time."""

    count: int
    weights: Mapping[str, int]
    foil: bool = False
    chance: float = 1.0
    instead: Slot | None = None


def only(rarity: str, count: int = 1) -> Slot:
    return Slot(count, {rarity: 1})


@dataclass(frozen=True)
class BoosterKind:
    """What one kind of booster holds, slot by slot."""

    name: str
    slots: tuple[Slot, ...]

    @property
    def size(self) -> int:
        return sum(slot.count for slot in self.slots)


PLAY_BOOSTER = BoosterKind("play booster", (
    only("common", 7), only("uncommon", 3), Slot(1, ANY_RARITY), Slot(1, RARE_SLOT),
    Slot(1, ANY_RARITY, foil=True), only("basic"),
))
DRAFT_BOOSTER_FOIL_CHANCE = 15 / 67
DRAFT_BOOSTER = BoosterKind("draft booster", (
    only("common", 9),
    Slot(1, ANY_RARITY, foil=True, chance=DRAFT_BOOSTER_FOIL_CHANCE, instead=only("common")),
    only("uncommon", 3), Slot(1, RARE_SLOT), only("basic"),
))
BOOSTERS: Mapping[str, BoosterKind] = {"BLB": PLAY_BOOSTER, "BFZ": DRAFT_BOOSTER}


@dataclass(frozen=True, slots=True)
class Opened:
    """A card taken out of a booster."""

    name: str
    rarity: str
    number: int
    foil: bool = False


def open_booster(code: str, rng: random.Random) -> tuple[Opened, ...]:
    """One booster of the set, its cards in slot order (commons first, as a pack is usually sorted)."""
    cards = card_set(code)
    opened: list[Opened] = []
    for slot in BOOSTERS[cards.code].slots:
        opened += _fill(cards, slot, rng, {o.name for o in opened if o.rarity == "common"})
    return tuple(opened)


def open_boosters(code: str, seed: int, count: int) -> list[tuple[Opened, ...]]:
    """``count`` boosters of the set; the same set, seed and count open the same boosters."""
    rng = random.Random(f"{code.upper()}/{seed}")
    return [open_booster(code, rng) for _ in range(count)]


def _fill(cards: CardSet, slot: Slot, rng: random.Random, commons: set[str]) -> list[Opened]:
    if slot.chance < 1 and rng.random() >= slot.chance:
        assert slot.instead is not None
        return _fill(cards, slot.instead, rng, commons)
    printings = [c for c in cards.cards if c.rarity in slot.weights and (slot.foil or c.name not in commons)]
    weights = [slot.weights[c.rarity] for c in printings]
    return [Opened(c.name, c.rarity, c.number, slot.foil) for c in _distinct(printings, weights, slot.count, rng)]


def _distinct(printings: list[SetCard], weights: list[int], count: int, rng: random.Random) -> list[SetCard]:
    """``count`` printings with different names (a pack never holds the same nonfoil common twice)."""
    chosen: list[SetCard] = []
    while len(chosen) < count:
        pick = rng.choices(printings, weights)[0]
        if all(pick.name != c.name for c in chosen):
            chosen.append(pick)
    return chosen
