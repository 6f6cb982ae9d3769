"""Sealed: six boosters make the pool, written as a deck file; the AI builds a legal 40-card deck that plays."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards.pool import CardPool
from manastack.cli import cli
from manastack.decks import load_deck
from manastack.limited import sealed
from manastack.limited.deckbuilding import BASICS, DECK_SIZE, build
from manastack.limited.ratings import Ratings, baseline
from manastack.limited.sets import card_set
from manastack.sim.games import GameTask, run_game
from manastack.types.enums import CardType

POOL = CardPool.builtin()


@pytest.mark.parametrize("code", ["BLB", "BFZ"])
def test_pool_is_six_boosters(code: str) -> None:
    pool = sealed.open_pool(code, 7)
    assert len(pool.boosters) == 6
    assert len(pool.names) == 6 * len(pool.boosters[0])
    assert sealed.open_pool(code, 7) == pool


def test_pool_is_grouped_by_color_then_type() -> None:
    """Each card sits under its printed color (multicolor/colorless apart) and its first type."""
    pool = sealed.open_pool("BLB", 7)
    grouped = pool.grouped()
    assert list(grouped) == [c for c in sealed.COLOR_ORDER if c in grouped]
    for color, kinds in grouped.items():
        for kind, cards in kinds.items():
            for card in cards:
                printed = card_set("BLB").card(card.name)
                assert kind in printed.types
                assert color == printed.colors or (color == "multicolor") == (len(printed.colors) > 1)


@pytest.mark.parametrize("code", ["BLB", "BFZ"])
def test_built_deck_is_legal(code: str) -> None:
    """Forty cards or more, only the pool's cards plus basic lands, every one playable by the engine."""
    pool = sealed.open_pool(code, 3)
    deck = sealed.build_deck(pool, POOL)
    assert len(deck.cards) >= DECK_SIZE
    used = Counter(n for n in deck.cards if n not in BASICS)
    available = Counter(pool.names)
    assert all(available[name] >= n for name, n in used.items())
    assert all(name in POOL for name in deck.cards)
    assert 15 <= sum(POOL[n].has_type(CardType.LAND) for n in deck.cards) <= 18


def test_deck_keeps_to_its_colors() -> None:
    """Every spell is castable with the deck's two colors and its splash."""
    deck = sealed.build_deck(sealed.open_pool("BFZ", 5), POOL)
    colors = {*deck.colors, *([deck.splash] if deck.splash else [])}
    for name in deck.spells:
        cost = POOL[name].cost
        assert cost is None or cost.colors <= colors, name


def test_ratings_decide_the_colors() -> None:
    """With measured ratings that favour one color pair, the builder plays that pair."""
    pool = sealed.open_pool("BLB", 4)
    base = baseline(pool.names, POOL)
    green = {n: (1.0 if POOL[n].cost and {c.value for c in POOL[n].cost.colors} == {"green"} else v * 0.1)
             for n, v in base.items()}
    deck = build(pool.names, POOL, Ratings(green, "test"))
    assert "green" in {c.value for c in deck.colors}


def test_sealed_command_writes_pool_and_deck(tmp_path: Path) -> None:
    """`manastack sealed BLB --seed 7 --build --json`: the pool and deck files load as deck lists, and the JSON
    names each card with its set and rarity."""
    pool_file, deck_file = tmp_path / "pool.txt", tmp_path / "deck.txt"
    result = CliRunner().invoke(cli, ["sealed", "BLB", "--seed", "7", "--build", "--json", "--out", str(pool_file),
                                      "--deck-out", str(deck_file)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    pool = load_deck(pool_file, card_set("BLB").names)
    deck = load_deck(deck_file, POOL.keys())
    assert len(pool.card_names()) == 6 * 14
    assert sorted(pool.card_names()) == sorted(c["name"] for b in data["pool"]["boosters"] for c in b)
    assert len(deck.card_names()) == 40
    assert {"name", "set", "rarity"} <= set(data["deck"]["main"][0])
    assert {c["set"] for c in data["deck"]["main"]} == {"BLB"}


def test_sealed_command_bad_input(tmp_path: Path) -> None:
    runner = CliRunner()
    assert runner.invoke(cli, ["sealed", "XYZ"]).exit_code == 2
    bad = tmp_path / "ratings.json"
    bad.write_text("{}", encoding="utf-8")
    result = runner.invoke(cli, ["sealed", "BLB", "--build", "--ratings", str(bad), "--out", str(tmp_path / "p.txt")])
    assert result.exit_code == 2 and "not a ratings file" in result.output


@pytest.mark.parametrize("code", ["BLB", "BFZ"])
def test_built_decks_play_a_game_to_the_end(code: str) -> None:
    """Two sealed decks built by the AI play a whole game against each other."""
    decks = tuple(tuple(sealed.build_deck(sealed.open_pool(code, seed), POOL).cards) for seed in (1, 2))
    result = run_game(GameTask(0, 5, False, (decks[0], decks[1]), ("heuristic", "heuristic"), (1, 2), 5000))
    assert result.winner_seat is not None or result.capped
    assert result.turns > 3


def test_a_deck_in_given_colors() -> None:
    """`build(..., colors=(W, U))` keeps to those colors (and may splash), whatever the pool's best pair is."""
    from manastack.types.enums import Color

    pool = sealed.open_pool("BLB", 6)
    deck = build(pool.names, POOL, baseline(pool.names, POOL), colors=(Color.WHITE, Color.BLUE))
    assert deck.colors == (Color.WHITE, Color.BLUE)
    assert len(deck.cards) == DECK_SIZE
