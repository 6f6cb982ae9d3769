"""Terminal play driven through its input stream: menus, undo, save and resume, to a finished game."""

from __future__ import annotations

import io
import itertools

from rich.console import Console

from manastack.agents.random_agent import RandomAgent
from manastack.game import Game
from manastack.ui.terminal import TerminalSession

FOREST_BEARS = ["Forest"] * 16 + ["Grizzly Bears"] * 14
MOUNTAIN_BOLT = ["Mountain"] * 14 + ["Lightning Bolt"] * 8 + ["Raging Goblin"] * 8


def session(commands: list[str] | None = None) -> tuple[TerminalSession, io.StringIO]:
    out = io.StringIO()
    game = Game.new([FOREST_BEARS, MOUNTAIN_BOLT], seed=5, names=["Human", "Bot"])
    return TerminalSession(game, 0, {1: RandomAgent(3)}, Console(file=out, width=120)), out


def test_a_scripted_human_plays_a_whole_game():
    """Always picking option 1 (keep, pass, no attackers …) plays the game to its end."""
    play, out = session()
    assert play.run(itertools.repeat("1")) == "over"
    assert play.game.is_over() and "Game over" in out.getvalue()
    assert "[103.5]" in out.getvalue()   # the rule-cited trace scrolls by


def test_undo_returns_to_the_humans_previous_decision():
    play, _ = session()
    before = play.game.clone()
    play.run(iter(["1", "u", "q"]))
    assert play.game.same_as(before)


def test_save_and_resume(tmp_path):
    play, out = session()
    path = tmp_path / "game.json"
    play.run(iter(["1", f"s {path}", "q"]))
    resumed = Game.from_json(path.read_text())
    assert resumed.same_as(play.game) and "Saved to" in out.getvalue()


def test_saving_to_a_folder_or_a_missing_folder_is_reported_and_the_game_goes_on(tmp_path):
    play, out = session()
    missing = tmp_path / "no-such-folder" / "game.json"
    assert play.run(iter(["1", f"s {tmp_path}", f"s {missing}", "1", "q"])) == "quit"
    text = out.getvalue()
    assert text.count("Not saved: cannot write") == 2
    assert f"cannot write {tmp_path}:" in text and "Saved to" not in text
    assert not missing.parent.exists()
    assert len(play.history) == 2   # both decisions after the failed saves were taken


def test_bad_input_shows_help_and_changes_nothing():
    play, out = session()
    before = play.game.clone()
    assert play.run(iter(["banana", "99"])) == "eof"
    assert play.game.same_as(before) and "Type a number" in out.getvalue()


def test_a_players_view_hides_the_opponents_draws():
    """CR 400.2: the human sees "Bot draws a card.", never the card; the judge trace names it."""
    play, out = session()
    play.run(itertools.repeat("1"))
    text = out.getvalue()
    assert "Bot draws a card." in text
    bot_cards = {"Mountain", "Lightning Bolt", "Raging Goblin"}
    assert not any(f"Bot draws {name}" in text for name in bot_cards)
    assert any(f"Bot draws {name}" in line for line in play.game.trace() for name in bot_cards)
