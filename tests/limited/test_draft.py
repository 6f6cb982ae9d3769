"""Booster draft: eight seats, three boosters, passing left-right-left; AI drafters commit to colors; a person
drafts at the terminal from scripted input, then plays a drafted deck to the end."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from manastack.cards.pool import CardPool
from manastack.cli import cli
from manastack.decks import load_deck
from manastack.limited.boosters import open_boosters
from manastack.limited.draft import SEATS, PickView, RatingDrafter, main_colors, passing, run_draft
from manastack.limited.ratings import Ratings, baseline
from manastack.limited.sets import card_set

POOL = CardPool.builtin()
RATED = baseline(card_set("BLB").names, POOL)


class FirstCard:
    """Takes the first card of every booster and remembers what it saw."""

    def __init__(self) -> None:
        self.views: list[PickView] = []

    def pick(self, view: PickView) -> int:
        self.views.append(view)
        return 0


def test_every_card_is_picked_once() -> None:
    """Each seat makes three rounds of picks; every nonbasic card of the 24 boosters ends with one seat."""
    result = run_draft("BLB", 3, [RatingDrafter(RATED, s) for s in range(SEATS)])
    opened = [c for b in open_boosters("BLB", 3, SEATS * 3) for c in b if c.rarity != "basic"]
    picked = [c for picks in result.picks for c in picks]
    assert sorted(map(repr, picked)) == sorted(map(repr, opened))
    assert {len(p) for p in result.picks} == {3 * 13}


def test_boosters_pass_left_right_left() -> None:
    """Round 1 and 3 boosters go to the next seat, round 2 boosters to the previous one."""
    seats = [FirstCard() for _ in range(SEATS)]
    run_draft("BFZ", 1, seats)
    assert [passing(r) for r in (1, 2, 3)] == ["left", "right", "left"]
    for round_number, step in ((1, 1), (2, -1), (3, 1)):
        first = [s.views[(round_number - 1) * 14] for s in seats]
        second = [s.views[(round_number - 1) * 14 + 1] for s in seats]
        for seat in range(SEATS):
            assert second[(seat + step) % SEATS].booster == first[seat].booster[1:]


def test_drafter_commits_to_its_colors() -> None:
    """After a few picks a drafter takes a card of its two main colors over a slightly better one off them."""
    cards = card_set("BLB")
    red = [c for c in open_boosters("BLB", 1, 24)[0] if cards.card(c.name).colors == "R"]
    green = next(c for b in open_boosters("BLB", 2, 24) for c in b if cards.card(c.name).colors == "G")
    picks = tuple(red[:1] * 6)
    ratings = Ratings({red[0].name: 0.6, green.name: 0.65}, "test")
    assert main_colors(picks, cards, ratings) == ["R"]
    booster = (green, red[0])
    view = PickView("BLB", 0, 1, 7, booster, picks, "left")
    assert RatingDrafter(ratings).pick(view) == 1
    assert RatingDrafter(ratings).pick(PickView("BLB", 0, 1, 1, booster, (), "left")) == 0


def test_seeded_drafts_repeat() -> None:
    one = run_draft("BFZ", 9, [RatingDrafter(RATED, s) for s in range(SEATS)])
    two = run_draft("BFZ", 9, [RatingDrafter(RATED, s) for s in range(SEATS)])
    assert one == two


def test_human_drafts_at_the_terminal_then_plays_to_the_end(tmp_path: Path) -> None:
    """`manastack draft BLB --human`: 39 scripted picks (with a card's text asked for and a bad line), the
    eight decks written, then a whole game against seat 2's deck."""
    script = "?1\nnot a pick\n" + "1\n" * 39 + "2\n" + "1\np\n" * 3000
    result = CliRunner().invoke(cli, ["draft", "BLB", "--human", "--seed", "4", "--out", str(tmp_path)],
                                input=script)
    assert result.exit_code == 0, result.output
    assert "Round 3, pick 13" in result.output and "Open in this booster" in result.output
    assert "Type a number from 1 to 13" in result.output
    assert "Game over" in result.output
    for seat in range(1, SEATS + 1):
        deck = load_deck(tmp_path / f"draft-BLB-4-seat{seat}.txt", POOL.keys())
        assert len(deck.card_names()) == 40


def test_draft_json_and_input_ending_early(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["draft", "BFZ", "--json", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    seats = json.loads(result.stdout)["seats"]
    assert len(seats) == SEATS and all(len(s["picks"]) == 3 * 14 for s in seats)
    result = runner.invoke(cli, ["draft", "BFZ", "--human", "--out", str(tmp_path)], input="1\n1\n")
    assert result.exit_code == 2 and "input ended during the draft" in result.output
