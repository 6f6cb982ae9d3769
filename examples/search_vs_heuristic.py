"""Measure the search agent (MctsAgent) against the heuristic agent on the sample decks, both seats.

Four pairings (the search agent on each deck of the two sample matchups), each ``--games`` games with paired
seeds and the seats swapped every other game, so 4 × games games in all (200 with the default 50). Prints a
Markdown table of the search agent's win rate.

    python examples/search_vs_heuristic.py --games 50 --workers 2
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from manastack.sim.runner import simulate

DECKS = Path(__file__).resolve().parent.parent / "decks"
MATCHUPS = [("bloomburrow-gift", "zendikar-awaken"), ("green-stompy", "red-aggro")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games per pairing (4 pairings)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pairings", default="0,1,2,3", help="which of the 4 pairings to play (to split a run)")
    args = parser.parse_args()
    pairings = [(a, b) for first, second in MATCHUPS for a, b in ((first, second), (second, first))]
    chosen = [pairings[int(i)] for i in args.pairings.split(",")]
    rows, wins, games = [], 0, 0
    start = time.perf_counter()
    for mine, theirs in chosen:
        result = simulate(DECKS / f"{mine}.txt", DECKS / f"{theirs}.txt", args.games, agents=("mcts", "heuristic"),
                          seed=args.seed, workers=args.workers, progress=False)
        won = sum(1 for r in result.games if r.winner_deck == "A")
        rate = 100 * won / args.games
        rows.append(f"| `decks/{mine}.txt` | `decks/{theirs}.txt` | {won}/{args.games} ({rate:.1f}%) |")
        wins, games = wins + won, games + args.games
        print(rows[-1], flush=True)
    print()
    print("| search agent's deck | heuristic's deck | search agent wins |")
    print("| --- | --- | --- |")
    print("\n".join(rows))
    print(f"| all | | {wins}/{games} ({100 * wins / games:.1f}%) |")
    print(f"\n{games} games in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
