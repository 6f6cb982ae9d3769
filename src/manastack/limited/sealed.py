"""Sealed deck: six boosters make a pool, and a 40-card deck is built from the pool alone."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from manastack.cards.pool import CardPool
from manastack.limited.boosters import Opened, open_boosters
from manastack.limited.deckbuilding import BuiltDeck, build
from manastack.limited.ratings import Ratings, baseline
from manastack.limited.sets import card_set

BOOSTERS = 6
COLOR_ORDER = ("W", "U", "B", "R", "G", "multicolor", "colorless")
TYPE_ORDER = ("Creature", "Planeswalker", "Instant", "Sorcery", "Enchantment", "Artifact", "Land")


@dataclass(frozen=True)
class SealedPool:
    """The boosters a sealed pool was opened from (``set``, ``seed``) and its cards."""

    set: str
    seed: int
    boosters: tuple[tuple[Opened, ...], ...]

    @property
    def cards(self) -> list[Opened]:
        return [card for booster in self.boosters for card in booster]

    @property
    def names(self) -> list[str]:
        return [card.name for card in self.cards]

    def grouped(self) -> dict[str, dict[str, list[Opened]]]:
        """The pool by color, then by card type, each list by name (a card of several types under its first
        in ``TYPE_ORDER``)."""
        groups: dict[str, dict[str, list[Opened]]] = {}
        for card in sorted(self.cards, key=lambda c: c.name):
            printed = card_set(self.set).card(card.name)
            color = printed.colors if len(printed.colors) == 1 else "multicolor" if printed.colors else "colorless"
            kind = next((t for t in TYPE_ORDER if t in printed.types), printed.types[0])
            groups.setdefault(color, {}).setdefault(kind, []).append(card)
        return {c: {t: groups[c][t] for t in TYPE_ORDER if t in groups[c]} for c in COLOR_ORDER if c in groups}

    def text(self) -> str:
        """The pool as a plain deck list (every card, basic lands too), grouped by color and type in comments."""
        lines = [f"# Sealed pool: {card_set(self.set).name} ({self.set}), seed {self.seed}, {BOOSTERS} boosters"]
        for color, kinds in self.grouped().items():
            for kind, cards in kinds.items():
                lines.append(f"# {color} {kind.lower()}")
                lines += [f"{n} {name}" for name, n in Counter(c.name for c in cards).items()]
        return "\n".join(lines) + "\n"

    def to_json(self) -> dict[str, Any]:
        return {"set": self.set, "seed": self.seed,
                "boosters": [[_card_json(self.set, c) for c in booster] for booster in self.boosters]}


def open_pool(code: str, seed: int) -> SealedPool:
    """The six boosters of a sealed pool of the set; the same set and seed open the same pool."""
    code = card_set(code).code
    return SealedPool(code, seed, tuple(open_boosters(code, seed, BOOSTERS)))


def build_deck(pool: SealedPool, cards: CardPool, ratings: Ratings | None = None) -> BuiltDeck:
    """The AI's deck from the pool (baseline ratings unless given)."""
    return build(pool.names, cards, ratings or baseline(pool.names, cards))


def deck_json(code: str, deck: BuiltDeck) -> dict[str, Any]:
    """The built deck as JSON: its colors, and each card with its name, set and rarity."""
    cards = card_set(code)

    def entry(name: str) -> dict[str, Any]:
        return {"name": name, "set": code, "rarity": cards.card(name).rarity}

    return {"colors": [c.value for c in deck.colors], "splash": deck.splash.value if deck.splash else None,
            "main": [entry(n) for n in deck.cards], "sideboard": [entry(n) for n in deck.sideboard],
            "unplayable": sorted(set(deck.unplayable))}


def _card_json(code: str, card: Opened) -> dict[str, Any]:
    return {"name": card.name, "set": code, "rarity": card.rarity, "number": card.number, "foil": card.foil}

