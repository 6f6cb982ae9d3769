"""The ten archetype decks of each set (decks/blb, decks/bfz): legal 40-card limited decks of defined cards,
and every pair of them plays a whole game, both seats, with the heuristic agent."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from manastack.cards.pool import CardPool
from manastack.decks import load_deck
from manastack.limited.sets import card_set
from manastack.sim.games import GameTask, run_game

DECKS = Path(__file__).resolve().parents[1] / "decks"
POOL = CardPool.builtin()
BASICS = {"Plains", "Island", "Swamp", "Mountain", "Forest"}


def _decks(code: str) -> dict[str, list[str]]:
    return {p.stem: load_deck(p, POOL.keys()).card_names() for p in sorted((DECKS / code.lower()).glob("*.txt"))}


@pytest.mark.parametrize("code", ["BLB", "BFZ"])
def test_ten_legal_decks_of_the_set(code: str) -> None:
    """One deck per color pair, 40 cards, only the set's cards (and basic lands), at most 4 of a nonbasic."""
    decks = _decks(code)
    assert len(decks) == 10
    assert len({name.split("-")[0] for name in decks}) == 10
    names = card_set(code).names
    for cards in decks.values():
        assert len(cards) == 40
        assert set(cards) <= names | BASICS
        assert all(cards.count(c) <= 4 for c in set(cards) - BASICS)


@pytest.mark.parametrize("code", ["BLB", "BFZ"])
def test_every_pair_of_decks_plays_to_the_end(code: str) -> None:
    """Each pair plays one game with each deck in each seat; a game that runs out of decisions fails."""
    decks = _decks(code)
    for index, (a, b) in enumerate(itertools.permutations(sorted(decks), 2)):
        result = run_game(GameTask(index, index, False, (tuple(decks[a]), tuple(decks[b])),
                                   ("heuristic", "heuristic"), (index, index + 1), 5000))
        assert not result.capped, (a, b)
