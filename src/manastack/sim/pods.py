"""Pods: ratings measured by simulation — draft pods of AI players, play each pod's decks round-robin, and count.

A pod is one seeded draft of eight ``RatingDrafter`` seats, each building its deck; every pair of the
eight decks plays one game (28 a pod), seats alternating. Each card is counted in two ways: the games of a
deck that held it (win rate in the deck) and the games in which it left its library (win rate when drawn);
each deck's two colors are its archetype. Rates come with 95% Wilson intervals. The measured rating of a
card is its win rate when drawn, shrunk toward one half by ``PRIOR_GAMES`` imaginary games, so a card seen
in few games is not rated on luck.
"""

from __future__ import annotations

import itertools
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.table import Table

from manastack.cards.pool import CardPool
from manastack.limited.deckbuilding import BASICS, BuiltDeck, build
from manastack.limited.draft import SEATS, RatingDrafter, run_draft
from manastack.limited.ratings import Ratings, baseline
from manastack.limited.sets import card_set
from manastack.sentences import PLAIN, Naming
from manastack.sentences.reports import GROUPS, STANDINGS, TALLY_COLUMNS
from manastack.sim.backends import ProgressArg, run_tasks
from manastack.sim.games import DEFAULT_MAX_DECISIONS, GameResult, GameTask
from manastack.sim.runner import wilson

PRIOR_GAMES = 10
AGENT = "heuristic"


@dataclass
class Tally:
    """Games and wins of something (a card in a deck, a card drawn, an archetype, a group of drafters)."""

    games: int = 0
    wins: int = 0

    def add(self, won: bool) -> None:
        self.games += 1
        self.wins += won

    @property
    def rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def to_json(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {"games": self.games, "wins": self.wins, "rate": self.rate, "ci95": [round(low, 4), round(high, 4)]}


@dataclass
class Measurement:
    """What the pods showed: per card (in the deck, drawn), per archetype, and per drafter group."""

    set: str
    pods: int
    games: int = 0
    capped: int = 0
    seconds: float = 0.0
    in_deck: dict[str, Tally] = field(default_factory=dict)
    drawn: dict[str, Tally] = field(default_factory=dict)
    archetypes: dict[str, Tally] = field(default_factory=dict)
    groups: dict[str, Tally] = field(default_factory=dict)

    def ratings(self, playable: Sequence[str] = ()) -> Ratings:
        """Each card's win rate when drawn, shrunk toward 1/2; a playable card never drawn is rated 1/2."""
        values = {name: 0.5 for name in playable}
        for name, tally in self.drawn.items():
            values[name] = round((tally.wins + PRIOR_GAMES / 2) / (tally.games + PRIOR_GAMES), 4)
        details = {"set": self.set, "pods": self.pods, "games": self.games}
        return Ratings(values, f"measured ({self.pods} pods)", details)

    def to_json(self) -> dict[str, Any]:
        def table(tallies: dict[str, Tally]) -> dict[str, Any]:
            return {k: t.to_json() for k, t in sorted(tallies.items())}

        return {"set": self.set, "pods": self.pods, "games": self.games, "capped": self.capped,
                "seconds": round(self.seconds, 1), "archetypes": table(self.archetypes),
                "groups": table(self.groups), "in_deck": table(self.in_deck), "drawn": table(self.drawn),
                "ratings": dict(sorted(self.ratings().by_name.items()))}


DrafterGroups = Callable[[int, int], tuple[str, RatingDrafter]]   # (pod, seat) -> (group name, drafter)


def rating_drafters(ratings: Ratings) -> DrafterGroups:
    """Every seat drafts with the same ratings (a seat's own seed breaks ties)."""
    return lambda pod, seat: ("all", RatingDrafter(ratings, pod * SEATS + seat))


def versus(first: tuple[str, Ratings], second: tuple[str, Ratings]) -> DrafterGroups:
    """Even seats draft with one set of ratings, odd seats with the other: which drafter builds better decks?"""
    return lambda pod, seat: ((first, second)[seat % 2][0],
                              RatingDrafter((first, second)[seat % 2][1], pod * SEATS + seat))


def measure(code: str, pods: int, cards: CardPool, seed: int = 0, drafters: DrafterGroups | None = None,
            workers: int = 1, backend: str = "process", progress: ProgressArg = None,
            max_decisions: int = DEFAULT_MAX_DECISIONS) -> Measurement:
    """Draft ``pods`` pods and play each pod's decks round-robin; ``drafters`` default to baseline ratings."""
    code = card_set(code).code
    drafters = drafters or rating_drafters(baseline(card_set(code).names, cards))
    start = time.perf_counter()
    tasks: list[GameTask] = []
    pairs: list[tuple[int, int]] = []        # by task: the decks it plays (A, B)
    decks: list[BuiltDeck] = []
    groups: list[str] = []
    for pod in range(pods):
        seats = [drafters(pod, seat) for seat in range(SEATS)]
        drafted = run_draft(code, seed + pod, [d for _, d in seats])
        first = len(decks)
        decks += [build([c.name for c in picks], cards, drafter.ratings)
                  for picks, (_, drafter) in zip(drafted.picks, seats, strict=True)]
        groups += [g for g, _ in seats]
        for a, b in itertools.combinations(range(first, first + SEATS), 2):
            index = len(tasks)
            swapped = index % 2 == 1                    # deck A sits second every other game
            by_seat = (tuple(decks[b].cards), tuple(decks[a].cards)) if swapped else (tuple(decks[a].cards),
                                                                                    tuple(decks[b].cards))
            tasks.append(GameTask(index, seed * 1_000_003 + index, swapped, by_seat, (AGENT, AGENT),
                                  (2 * index, 2 * index + 1), max_decisions))
            pairs.append((a, b))
    results = run_tasks(tasks, backend=backend, workers=workers, progress=progress)
    measurement = Measurement(code, pods)
    for result in sorted(results, key=lambda r: r.index):
        _count(measurement, result, decks, groups, pairs[result.index])
    measurement.seconds = time.perf_counter() - start
    return measurement


def _count(m: Measurement, result: GameResult, decks: list[BuiltDeck], groups: list[str],
           pair: tuple[int, int]) -> None:
    m.games += 1
    if result.winner_deck is None:
        m.capped += 1
        return
    for side, deck_index in enumerate(pair):
        won = result.winner_deck == "AB"[side]
        deck = decks[deck_index]
        m.archetypes.setdefault(deck.archetype, Tally()).add(won)
        if groups[pair[0]] != groups[pair[1]]:
            m.groups.setdefault(groups[deck_index], Tally()).add(won)
        for name in Counter(n for n in deck.cards if n not in BASICS):
            m.in_deck.setdefault(name, Tally()).add(won)
        for name in Counter(n for n in result.drawn[side] if n not in BASICS):
            m.drawn.setdefault(name, Tally()).add(won)


def tally_table(title: str, tallies: dict[str, Tally], limit: int | None = None, naming: Naming = PLAIN) -> Table:
    """Rows of games, wins, win rate and its 95% interval, best first (``title`` already in the naming's
    language; a row of a drafter group reads in it too)."""
    table = Table(title=title)
    for column in TALLY_COLUMNS:
        table.add_column(naming.text(column) if column else "", justify="right" if column else "left")
    for name, tally in sorted(tallies.items(), key=lambda item: (-(item[1].rate or 0), item[0]))[:limit]:
        low, high = wilson(tally.wins, tally.games)
        label = naming.text(GROUPS[name]) if name in GROUPS else name
        table.add_row(label, str(tally.games), str(tally.wins), f"{tally.rate or 0:.1%}", f"{low:.1%}–{high:.1%}")
    return table


def standings(m: Measurement, naming: Naming = PLAIN) -> Table:
    """The archetypes (color pairs) of a draft tournament, by win rate."""
    title = naming.text(STANDINGS).format(set=m.set, pods=m.pods, games=m.games, capped=m.capped)
    return tally_table(title, m.archetypes, naming=naming)
