"""Terminal play driven through its input stream: menus, undo, save and resume, to a finished game."""

from __future__ import annotations

import io
import itertools
from collections.abc import Iterator

import pytest
from rich.console import Console

from manastack.agents.random_agent import RandomAgent
from manastack.cards.pool import CardPool
from manastack.cards.translation import rules_text_in
from manastack.game import Game
from manastack.sentences import Naming, prompt_text
from manastack.types.decisions import Prompt
from manastack.ui.describe import decision_prompt, describe_action
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
    assert play.game.same_as(before) and out.getvalue().count("Type a number") == 1 + 2   # at the start, then twice


def test_a_players_view_hides_the_opponents_draws():
    """CR 400.2: the human sees "Bot draws a card.", never the card; the judge trace names it."""
    play, out = session()
    play.run(itertools.repeat("1"))
    text = out.getvalue()
    assert "Bot draws a card." in text
    bot_cards = {"Mountain", "Lightning Bolt", "Raging Goblin"}
    assert not any(f"Bot draws {name}" in text for name in bot_cards)
    assert any(f"Bot draws {name}" in line for line in play.game.trace() for name in bot_cards)


# -- getting through a turn, telling objects apart, reading cards, plain English -----------------------------
def menus(text: str) -> list[list[str]]:
    """Each printed menu: its numbered option lines."""
    found: list[list[str]] = []
    for line in text.splitlines():
        if line.startswith("  1. "):
            found.append([])
        if found and line.startswith("  ") and line.strip()[:1].isdigit() and ". " in line:
            found[-1].append(line.split(". ", 1)[1])
    return found


def test_passing_priority_is_done_for_you_when_it_is_all_you_can_do():
    """A menu is shown only when there is a choice: never one whose only option is to pass."""
    play, out = session()
    play.run(itertools.repeat("1"))
    shown = menus(out.getvalue())
    assert shown and all(m != ["Pass priority"] for m in shown)


def test_p_passes_until_a_stop():
    """`p` passes on through steps and turns, stopping at the first stop (here: my next main phase, an
    opponent's spell or attacking creatures) or a decision other than priority."""
    play, out = session()
    play.run(iter(["1", "p", "q"]))
    state, decision = play.game.state, play.game.decision
    assert decision is not None and decision.player == 0
    at_stop = (decision.kind.value != "priority" or play.auto._at_stop(state)
               or (state.step.value in ("main1", "main2") and state.active == 0))
    assert at_stop
    assert out.getvalue().count("Priority: act or pass") <= 2


def test_stops_can_be_turned_off():
    """With every stop off, `p` passes until the human must decide something other than priority."""
    play, out = session()
    play.run(iter(["1", "stop main", "stop combat", "stop opponent", "p", "q"]))
    assert "Stops on: none." in out.getvalue()
    assert play.game.is_over() or play.game.decision.kind.value != "priority"


def test_every_object_has_the_same_short_id_in_board_menus_and_trace():
    """The menu, the hand, the trace and the battlefield name an object with one id ("Forest #63")."""
    play, out = session()
    play.run(iter(["1", "q"]))
    text = out.getvalue()
    menu = menus(text)[-1]
    land = next(line for line in menu if line.startswith("Play Forest #"))
    assert land[len("Play "):] in text.split("Hand:")[-1]
    play.run(iter([str(1 + menu.index(land)), "q"]))
    new = next(o for o in play.game.state.battlefield if play.game.state.objects[o].controller == 0)
    text = out.getvalue()
    assert f"Forest #{new} is played." in text and f"Battlefield: Forest #{new}" in text


def test_menus_never_list_two_options_that_read_the_same():
    """Same-named objects (blockers, targets, cards in hand) are told apart by their ids."""
    play, out = session()
    play.run(itertools.repeat("1"))
    for menu in menus(out.getvalue()):
        assert len(menu) == len(set(menu)), menu


def test_question_mark_shows_a_cards_rules_text_but_never_a_hidden_one():
    play, out = session()
    mine = play.game.state.players[0].hand[0]
    theirs = play.game.state.players[1].hand[0]
    play.run(iter([f"?{mine}", f"?{theirs}", "q"]))
    text = out.getvalue()
    assert "Creature — Bear" in text or "Basic Land — Forest" in text
    assert "No such object that you can see." in text


def test_the_trace_speaks_to_you_in_the_second_person():
    play, out = session()
    play.game.state.players[0].name = "You"
    play.run(itertools.repeat("1"))
    text = out.getvalue()
    assert "You keep 7 cards." in text and "Your turn" in text
    for wrong in ("You keeps", "You's", "You draws", "You plays", "get(s)", " 1 cards"):
        assert wrong not in text


def test_second_person_wording():
    from manastack.ui.wording import YOU, second_person

    assert second_person(f"{YOU} keeps 7 cards.", "You") == "You keep 7 cards."
    assert second_person(f"{YOU}'s turn 3: upkeep step begins.", "You") == "Your turn 3: upkeep step begins."
    assert second_person(f"Turn 2 begins: {YOU} is the active player.", "You") == \
        "Turn 2 begins: you are the active player."
    assert second_person(f"Shock deals 2 damage to {YOU}.", "You") == "Shock deals 2 damage to you."
    assert second_person(f"{YOU} searches their library.", "You") == "You search your library."
    assert second_person(f"{YOU} scries 1.", "You") == "You scry 1."
    assert second_person(f"{YOU} loses the game: they have 0 or less life.", "You") == \
        "You lose the game: you have 0 or less life."


def test_spells_show_their_targets_on_the_stack_and_in_the_trace():
    """The opponent's burn spells name their target where they are cast (601.2i) and on the stack."""
    play, out = session()
    play.run(itertools.repeat("1"))
    text = out.getvalue()
    assert "casts Lightning Bolt #" in text and "(targets " in text


def drive_to(game: Game, kind: str, prefer: tuple[str, ...]) -> None:
    """Play seat 0 by preference (menu lines starting with one of ``prefer``, in order), seat 1 by option 1,
    until seat 0 faces a decision of ``kind``."""
    for _ in range(5000):
        decision = game.decision
        assert decision is not None and not game.is_over(), "the decision never came"
        if decision.player == 0 and decision.kind.value == kind:
            return
        legal = game.legal_actions()
        labels = [describe_action(game, a) for a in legal] if decision.player == 0 else []
        picks = [i for word in prefer for i, label in enumerate(labels) if label.startswith(word)]
        game.apply(legal[picks[0] if picks else 0])


def shown_at(game: Game) -> str:
    out = io.StringIO()
    TerminalSession(game, 0, {1: RandomAgent(1)}, Console(file=out, width=300)).run(iter(["q"]))
    return out.getvalue()


def test_the_gift_prompt_says_what_the_gift_is():
    """CR 702.174a, 702.174d: the gift decision names the gift and what the opponent gets."""
    deck = ["Mountain"] * 14 + ["Raging Goblin"] * 8 + ["Valley Rally"] * 8
    game = Game.new([deck, FOREST_BEARS], seed=2, names=["You", "Bot"])
    drive_to(game, "gift", ("Play", "Cast Raging Goblin", "Cast Valley Rally"))
    text = shown_at(game)
    assert "Promise Valley Rally's gift? The gift is a Food: the opponent you promise it to creates a Food token" \
        in text


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_gift_prompt_says_what_the_gift_is_in_the_language(lang):
    """CR 702.174a, 702.174d: in Spanish and Italian too the gift decision names the gift, what the opponent
    gets, and the spell's words in the language."""
    deck = ["Mountain"] * 14 + ["Raging Goblin"] * 8 + ["Valley Rally"] * 8
    game = Game.new([deck, FOREST_BEARS], seed=2, names=["You", "Bot"])
    drive_to(game, "gift", ("Play", "Cast Raging Goblin", "Cast Valley Rally"))
    naming = Naming(lang)
    prompt = decision_prompt(game, game.decision, lang)
    rally = CardPool.builtin()["Valley Rally"]
    assert prompt_text(Prompt.of("gift_explained", variant="food", rule="702.174d"), naming) in prompt
    assert prompt.endswith(rules_text_in(rally, naming).splitlines()[-1])
    assert "The gift is" not in prompt


def test_the_awaken_option_says_what_awaken_does():
    """CR 702.113a: choosing the awaken cost tells what it adds; the awaken target prompt reads as words."""
    deck = ["Island"] * 20 + ["Coastal Discovery"] * 10
    game = Game.new([deck, FOREST_BEARS], seed=2, names=["You", "Bot"])
    drive_to(game, "alternative_cost", ("Play", "Cast Coastal Discovery") if True else ())
    while len(game.legal_actions()) < 2:      # too few lands for awaken yet: take the mana cost and go on
        game.apply(game.legal_actions()[0])
        drive_to(game, "alternative_cost", ("Play", "Cast Coastal Discovery"))
    text = shown_at(game)
    assert "Awaken 4—{5}{U}: pay it instead of the mana cost, and the spell also puts 4 +1/+1 counters" in text
    awaken = next(a for a in game.legal_actions() if describe_action(game, a).startswith("Awaken"))
    game.apply(awaken)
    drive_to(game, "target", ())
    assert "Choose the land to awaken for Coastal Discovery" in shown_at(game)


def from_scenario(text: str) -> Game:
    """The game a judge scenario's setup describes (spec scenario-format.md), for a position to play from."""
    from manastack.judge.schema import parse_scenario
    from manastack.judge.setup import build_state

    return Game(build_state(parse_scenario(text, "position.yaml")))


def picks(play: TerminalSession, *wanted: str) -> Iterator[str]:
    """Input choosing, in turn, the menu line that starts with each of ``wanted``; then ``q``."""
    for prefix in wanted:
        labels = [describe_action(play.game, a) for a in play.game.legal_actions()]
        yield str(next(i for i, label in enumerate(labels, 1) if label.startswith(prefix)))
    yield "q"


RALLY = """title: Ana casts Valley Rally
players:
  - name: Ana
    hand: [Valley Rally, Shock]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Raging Goblin]
    library: [Mountain, Mountain]
  - name: Bruno
    battlefield: [Forest]
    library: [Forest, Forest]
turn: {number: 3, active: Ana, step: main1}
"""


def test_the_stack_shows_targets_and_the_gift_promise():
    """CR 601.2c, 702.174a: a spell on the stack shows who controls it, its targets and to whom the gift was
    promised; the trace line of the cast says the same."""
    out = io.StringIO()
    play = TerminalSession(from_scenario(RALLY), 0, {1: RandomAgent(1)}, Console(file=out, width=200))
    play.run(picks(play, "Cast Valley Rally", "Promise the gift to Bruno", "Raging Goblin"))
    goblin = next(o for o in play.game.state.battlefield if play.game.state.objects[o].card == "Raging Goblin")
    rally = play.game.state.stack[-1]
    text = out.getvalue()
    assert f"Valley Rally #{rally} (controlled by you, targets Raging Goblin #{goblin}, gift promised to Bruno)" in text
    assert f"You cast Valley Rally #{rally} (targets Raging Goblin #{goblin}; gift promised to Bruno). [601.2i]" in text


PROWESS = """title: two Swiftspears see a Shock
players:
  - name: Ana
    hand: [Shock]
    battlefield: [Mountain, Monastery Swiftspear, Monastery Swiftspear]
    library: [Mountain, Mountain]
  - name: Bruno
    library: [Forest, Forest]
turn: {number: 3, active: Ana, step: main1}
"""


def test_two_triggers_of_same_named_sources_are_told_apart_when_ordering_them():
    """CR 603.3b: the order menu names each trigger's source with its id."""
    out = io.StringIO()
    play = TerminalSession(from_scenario(PROWESS), 0, {1: RandomAgent(1)}, Console(file=out, width=200))
    play.run(picks(play, "Cast Shock", "Bruno"))
    spears = [o for o in play.game.state.battlefield if play.game.state.objects[o].card == "Monastery Swiftspear"]
    order = menus(out.getvalue())[-1]
    assert len(order) == 2 and all(any(f"Monastery Swiftspear #{s}" in line for line in order) for s in spears)
