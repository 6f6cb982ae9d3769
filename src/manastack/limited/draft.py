"""Booster draft: eight seats, three boosters each, picked one card at a time and passed on.

Each seat opens a booster and sets its basic land aside (as tournament drafts do: basic lands are there
for everyone at deck building); everyone takes one card and passes the rest — left in the first and third
round, right in the second — until the boosters are empty. A drafter is anything with ``pick(view)``
returning the index of the card it takes: ``RatingDrafter`` here, a person at the terminal in the CLI.
The draft is seeded: the same set, seed and drafters make the same picks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from manastack.limited.boosters import Opened, open_boosters
from manastack.limited.ratings import Ratings
from manastack.limited.sets import CardSet, card_set

SEATS = 8
ROUNDS = 3
COMMIT_AFTER = 5          # picks before a drafter starts favouring its two main colors
COLOR_BONUS = 0.15        # how much a card in those colors is worth beyond its rating


@dataclass(frozen=True)
class PickView:
    """What a drafter sees when it picks: the booster in front of it, its picks so far, where the draft is."""

    set: str
    seat: int
    round: int                 # 1-3
    pick: int                  # 1-based within the round
    booster: tuple[Opened, ...]
    picks: tuple[Opened, ...]
    passing: str               # "left" or "right"


class Drafter(Protocol):
    def pick(self, view: PickView) -> int:
        """The index in ``view.booster`` of the card taken."""
        ...


def passing(round_number: int) -> str:
    """Boosters go left in rounds 1 and 3, right in round 2."""
    return "right" if round_number == 2 else "left"


def color_weights(cards_seen: Sequence[Opened], cards: CardSet, ratings: Ratings) -> dict[str, float]:
    """The rating of the cards by color letter, in WUBRG order (a card of two colors counts for both)."""
    weight = dict.fromkeys("WUBRG", 0.0)
    for card in cards_seen:
        for letter in cards.card(card.name).colors:
            weight[letter] += ratings.of(card.name)
    return weight


def main_colors(picks: Sequence[Opened], cards: CardSet, ratings: Ratings, n: int = 2) -> list[str]:
    """The drafter's colors so far: the ``n`` colors with the most rating among its picks."""
    seen = {letter for card in picks for letter in cards.card(card.name).colors}
    weight = {c: w for c, w in color_weights(picks, cards, ratings).items() if c in seen}
    return sorted(weight, key=lambda c: (-weight[c], "WUBRG".index(c)))[:n]


@dataclass
class RatingDrafter:
    """Takes the best-rated card, favouring its two main colors once it has made a few picks."""

    ratings: Ratings
    seed: int = 0
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def pick(self, view: PickView) -> int:
        cards = card_set(view.set)
        colors = main_colors(view.picks, cards, self.ratings) if len(view.picks) >= COMMIT_AFTER else []
        return max(range(len(view.booster)), key=lambda i: (self.value(view.booster[i], colors, cards),
                                                            self.rng.random()))

    def value(self, card: Opened, colors: list[str], cards: CardSet) -> float:
        printed = cards.card(card.name).colors
        fits = bool(colors) and bool(printed) and set(printed) <= set(colors)
        return self.ratings.of(card.name) + (COLOR_BONUS if fits else 0.0)


@dataclass(frozen=True)
class DraftResult:
    """Each seat's picks, in the order taken."""

    set: str
    seed: int
    picks: tuple[tuple[Opened, ...], ...]


def run_draft(code: str, seed: int, drafters: Sequence[Drafter]) -> DraftResult:
    """Draft three rounds with one drafter per seat."""
    code = card_set(code).code
    boosters = open_boosters(code, seed, SEATS * ROUNDS)
    picks: list[list[Opened]] = [[] for _ in drafters]
    for round_number in range(1, ROUNDS + 1):
        opened = boosters[(round_number - 1) * len(drafters): round_number * len(drafters)]
        packs = [[c for c in booster if c.rarity != "basic"] for booster in opened]
        step = 1 if passing(round_number) == "left" else -1
        for pick in range(1, len(packs[0]) + 1):
            for seat, drafter in enumerate(drafters):
                view = PickView(code, seat, round_number, pick, tuple(packs[seat]), tuple(picks[seat]),
                                passing(round_number))
                index = drafter.pick(view)
                if not 0 <= index < len(packs[seat]):
                    raise ValueError(f"seat {seat + 1} picked card {index + 1} of a booster of {len(packs[seat])}")
                picks[seat].append(packs[seat].pop(index))
            packs = [packs[(seat - step) % len(packs)] for seat in range(len(packs))]
    return DraftResult(code, seed, tuple(tuple(p) for p in picks))
