"""Building a limited deck by hand (CR 100.2b: at least forty cards from the pool and basic lands; CR 100.4: the
rest of the pool is the sideboard): the editor, and `manastack sealed --by-hand` / `draft --human --by-hand`."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards.pool import CardPool
from manastack.cli import cli
from manastack.decks import load_deck
from manastack.limited import sealed
from manastack.limited.deck_editor import DeckEditError, DeckEditor
from manastack.limited.deckbuilding import BASICS

CARDS = CardPool.builtin()


def _editor() -> tuple[DeckEditor, sealed.SealedPool]:
    pool = sealed.open_pool("BLB", 5)
    return DeckEditor.starting_from(tuple(pool.names), CARDS, sealed.build_deck(pool, CARDS)), pool


def test_100_2b_starting_from_the_ai_deck_holds_that_deck() -> None:
    """100.2b: the AI's 40-card deck, loaded into the editor, is the same list of cards and is legal."""
    editor, pool = _editor()
    assert sorted(editor.deck) == sorted(sealed.build_deck(pool, CARDS).cards)
    assert editor.problems() == []


def test_100_2b_fewer_than_forty_cards_is_not_a_deck() -> None:
    """100.2b: taking a card out leaves 39: the editor says so and won't finish."""
    editor, _ = _editor()
    editor.remove(min(editor.in_deck) + 1)
    assert [str(problem) for problem in editor.problems()] == ["the deck has 39 cards: a limited deck has at least 40"]
    with pytest.raises(DeckEditError, match="39 cards"):
        editor.built()


def test_100_2b_any_number_of_basic_lands_and_the_rest_is_the_sideboard() -> None:
    """100.2b, 100.4: basics in any number; a pool card taken out is in the sideboard."""
    editor, _ = _editor()
    first = min(editor.in_deck)
    editor.remove(first + 1)
    editor.set_basics("forest", 30)
    deck = editor.built()
    assert deck.cards.count("Forest") == 30 and editor.pool[first] in deck.sideboard
    assert all(n in BASICS or n in editor.pool for n in deck.cards)


def test_bad_commands_name_what_is_wrong_and_change_nothing() -> None:
    editor, _ = _editor()
    before = (set(editor.in_deck), dict(editor.basics))
    size = len(editor.pool)
    with pytest.raises(DeckEditError, match=f"cards 1 to {size}"):
        editor.add(size + 1)
    with pytest.raises(DeckEditError, match="not a basic land"):
        editor.set_basics("Wastes", 2)
    assert (editor.in_deck, dict(editor.basics)) == before


def test_sealed_by_hand_writes_the_deck_the_person_built(tmp_path: Path) -> None:
    """`manastack sealed BLB --by-hand`: the commands take a card out, set the Forests, show a card's text, get
    a bad line refused, then finish; the deck file holds that deck."""
    deck_file = tmp_path / "deck.txt"
    editor, _ = _editor()
    taken = min(editor.in_deck) + 1
    commands = f"-{taken}\n?{taken}\nnonsense\nForest 12\ndone\n"
    result = CliRunner().invoke(cli, ["sealed", "BLB", "--seed", "5", "--by-hand", "--out", str(tmp_path / "p.txt"),
                                      "--deck-out", str(deck_file)], input=commands)
    assert result.exit_code == 0, result.output
    assert "N or +N puts pool card N in the deck" in result.output
    cards = load_deck(deck_file).card_names()
    assert cards.count("Forest") == 12 and len(cards) >= 40


def test_sealed_by_hand_with_too_few_cards_keeps_asking_until_the_input_ends(tmp_path: Path) -> None:
    """Done with 35 cards is refused; the input running out is bad input (exit 2), and no deck file is written."""
    result = CliRunner().invoke(cli, ["sealed", "BLB", "--seed", "5", "--by-hand", "--out", str(tmp_path / "p.txt"),
                                      "--deck-out", str(tmp_path / "d.txt")], input="clear\nForest 35\ndone\n")
    assert result.exit_code == 2
    assert "the deck has 35 cards" in result.output
    assert not (tmp_path / "d.txt").exists()


def test_draft_by_hand_needs_human() -> None:
    result = CliRunner().invoke(cli, ["draft", "BLB", "--by-hand"])
    assert result.exit_code == 2 and "--by-hand goes with --human" in result.output


def test_draft_human_by_hand_builds_seat_one_from_its_picks(tmp_path: Path) -> None:
    """`draft BLB --human --by-hand`: 39 picks, then the deck emptied, 40 Forests and done; seat 1's file is that
    deck, and the person stops before playing."""
    script = "1\n" * 39 + "clear\nForest 40\ndone\nstop\n"
    result = CliRunner().invoke(cli, ["draft", "BLB", "--human", "--by-hand", "--seed", "4", "--out", str(tmp_path)],
                                input=script)
    assert result.exit_code == 0, result.output
    assert load_deck(tmp_path / "draft-BLB-4-seat1.txt").card_names() == ["Forest"] * 40


def test_a_card_the_engine_lacks_stays_out() -> None:
    """A pool card without a definition can't go into the deck; it is listed as unplayable."""
    editor = DeckEditor(("A Card Not Yet Defined", "Forest"), CARDS)
    with pytest.raises(DeckEditError, match="not playable in the engine yet"):
        editor.add(1)
    editor.set_basics("Plains", 40)
    assert editor.built().unplayable == ("A Card Not Yet Defined",)
