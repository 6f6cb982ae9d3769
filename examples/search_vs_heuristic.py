"""Measure the search agent (MctsAgent) against the heuristic agent on the sample decks, both seats.

Four pairings (the search agent on each deck of the two sample matchups), each ``--games`` games with the same
paired seeds and seat swaps as ``manastack sim`` (so ``manastack sim A B --agents mcts,heuristic`` plays the
same games), 4 × games games in all (200 with the default 50). Games of all pairings are interleaved and each
result is printed as it comes in (one line per game), then a Markdown table of the search agent's win rates and
the 95% Wilson interval of the overall rate. ``--seed`` moves every game seed (a second, disjoint set of games).

    python examples/search_vs_heuristic.py --games 50 --workers 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from collections import Counter
from itertools import zip_longest
from pathlib import Path

from manastack.sim.runner import DEFAULT_MAX_DECISIONS, GameTask, make_tasks, resolve_deck, run_game, wilson

DECKS = Path(__file__).resolve().parent.parent / "decks"
MATCHUPS = [("bloomburrow-gift", "zendikar-awaken"), ("green-stompy", "red-aggro")]


def tasks_for(pairings: list[tuple[str, str]], games: int, seed: int) -> list[tuple[int, GameTask]]:
    """(pairing number, game) for every game, the pairings interleaved."""
    per_pairing = []
    for number, (mine, theirs) in enumerate(pairings):
        _, cards_a = resolve_deck(DECKS / f"{mine}.txt", "A")
        _, cards_b = resolve_deck(DECKS / f"{theirs}.txt", "B")
        tasks = make_tasks(cards_a, cards_b, games, ("mcts", "heuristic"), seed, DEFAULT_MAX_DECISIONS)
        per_pairing.append([(number, task) for task in tasks])
    return [item for group in zip_longest(*per_pairing) for item in group if item is not None]


def _play(item: tuple[int, GameTask]) -> tuple[int, bool, GameTask]:
    number, task = item
    return number, run_game(task).winner_deck == "A", task


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games per pairing (4 pairings)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pairings", default="0,1,2,3", help="which of the 4 pairings to play")
    args = parser.parse_args()
    every = [(a, b) for first, second in MATCHUPS for a, b in ((first, second), (second, first))]
    pairings = [every[int(i)] for i in args.pairings.split(",")]
    items = tasks_for(pairings, args.games, args.seed)
    wins: Counter[int] = Counter()
    played: Counter[int] = Counter()
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        for number, won, task in pool.imap_unordered(_play, items):
            wins[number] += won
            played[number] += 1
            mine, theirs = pairings[number]
            print(f"game {task.index} (seed {task.seed}): {mine} (search, seat {2 if task.swapped else 1}) vs "
                  f"{theirs}: {'won' if won else 'lost'}", flush=True)
    print("\n| search agent's deck | heuristic's deck | search agent wins |\n| --- | --- | --- |")
    for number, (mine, theirs) in enumerate(pairings):
        rate = 100 * wins[number] / max(1, played[number])
        print(f"| `decks/{mine}.txt` | `decks/{theirs}.txt` | {wins[number]}/{played[number]} ({rate:.1f}%) |")
    total, count = sum(wins.values()), sum(played.values())
    low, high = wilson(total, count)
    print(f"| all | | {total}/{count} ({100 * total / max(1, count):.1f}%) |")
    print(f"\n95% Wilson interval of the overall rate: {100 * low:.0f}-{100 * high:.0f}%")
    print(f"\n{count} games in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
