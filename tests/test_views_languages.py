"""The views around the trace follow the reader's language (``--lang``): the stacks of the terminal and the browser
(CR 601.2c, 702.174a: what was chosen for a spell), the terminal's board and its answers, the explanations beside
a gift's and an awaken cost's question, and the lines ``play``, ``replay`` and ``rules`` print around their
output. English reads as before; card names, player names and the card's own words stay as printed."""

from __future__ import annotations

import io
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console

from manastack.agents.random_agent import RandomAgent
from manastack.cards.pool import CardPool
from manastack.cards.translation import rules_text_in
from manastack.cli import cli
from manastack.game import Game
from manastack.sentences import Naming
from manastack.ui.describe import stack_line
from manastack.ui.terminal import TerminalSession
from test_terminal import FOREST_BEARS, RALLY, drive_to, from_scenario, picks

ROOT = Path(__file__).resolve().parents[1]


def _rally_on_the_stack(lang: str) -> tuple[TerminalSession, str, int, int]:
    """Ana casts Valley Rally targeting her Raging Goblin, the gift promised to Bruno; the session's output."""
    out = io.StringIO()
    play = TerminalSession(from_scenario(RALLY), 0, {1: RandomAgent(1)}, Console(file=out, width=200), lang)
    play.run(picks(play, "Cast Valley Rally", "Promise the gift to Bruno", "Raging Goblin"))   # English menus
    goblin = next(o for o in play.game.state.battlefield if play.game.state.objects[o].card == "Raging Goblin")
    return play, out.getvalue(), play.game.state.stack[-1], goblin


def test_the_stack_and_the_cast_line_show_the_choices_in_spanish():
    """CR 601.2c, 702.174a: the stack line and the cast's trace line say who controls the spell, its target and to
    whom the gift was promised, in Spanish (the viewer is named, card names stay)."""
    _, text, rally, goblin = _rally_on_the_stack("es")
    assert f"Valley Rally #{rally} (bajo tu control, objetivos: Raging Goblin #{goblin}, regalo prometido a " \
           "Bruno)" in text
    assert f"Ana lanza Valley Rally #{rally} (objetivos: Raging Goblin #{goblin}; regalo prometido a Bruno). " \
           "[601.2i]" in text
    assert "controlled by" not in text and "gift promised" not in text


def test_the_target_the_card_file_names_is_asked_in_spanish():
    """CR 601.2c: Valley Rally's gift target, "striker" in its card file, is asked in the card's Spanish words,
    in the menu and in the judge's trace; English asks as before."""
    _, text, _, _ = _rally_on_the_stack("es")
    assert "Elige un objetivo para Valley Rally (criatura que gana dañar primero) [601.2c]" in text.splitlines()
    assert "striker" not in text
    assert "Choose striker for Valley Rally [601.2c]" in _rally_on_the_stack("en")[1].splitlines()
    scenario = ROOT / "scenarios" / "gift" / "valley_rally_promised.yaml"
    trace = CliRunner().invoke(cli, ["judge", "--lang", "es", str(scenario)]).output
    assert "Elige un objetivo para Valley Rally (criatura que gana dañar primero): Ana elige" in trace, trace


def test_the_stack_line_names_the_other_player_and_the_viewer_in_each_language():
    """CR 110.2, 702.174a: seen by Bruno, Ana controls the spell and the gift was promised to "you"."""
    play, _, rally, goblin = _rally_on_the_stack("en")
    game = play.game
    assert stack_line(game, rally, 1) == \
        f"Valley Rally #{rally} (controlled by Ana, targets Raging Goblin #{goblin}, gift promised to you)"
    assert stack_line(game, rally, 1, "it") == \
        f"Valley Rally #{rally} (sotto il controllo di Ana, bersagli: Raging Goblin #{goblin}, dono promesso a te)"
    assert stack_line(game, rally, 0, "es").startswith(f"Valley Rally #{rally} (bajo tu control")


def test_the_board_and_the_terminals_answers_are_in_italian():
    """The board's rows, the stack heading, and the answers to help, ?N, stop and undo read in Italian."""
    out = io.StringIO()
    game = Game.new([FOREST_BEARS, FOREST_BEARS], seed=5, names=["Ana", "Bruno"])
    play = TerminalSession(game, 0, {1: RandomAgent(3)}, Console(file=out, width=200), "it")
    play.run(iter(["?9999", "stop main", "stop nowhere", "u", "bad", "q"]))
    text = out.getvalue()
    for words in ("Grimorio:", "Campo di battaglia:", "Cimitero:", "Mano:", "pila (dalla cima): vuota",
                  "Non c'è nessun oggetto", "Fermate attive: opponent, combat.", "Le fermate sono: opponent, combat, "
                  "main.", "Non c'è niente da annullare.", "Scrivi un numero per scegliere", "Ana — punti vita: 20"):
        assert words in text, words
    for english in ("Library:", "Battlefield:", "stack (top first)", "Nothing to undo", "Stops", "Type a number"):
        assert english not in text, english


def test_the_gift_and_awaken_explanations_are_in_spanish():
    """CR 702.174d, 702.113a: beside the question, what the gift gives and what awaken does, in Spanish, and the
    spell's own words as its Spanish rules text reads."""
    deck = ["Mountain"] * 14 + ["Raging Goblin"] * 8 + ["Valley Rally"] * 8
    game = Game.new([deck, FOREST_BEARS], seed=2, names=["Ana", "Bot"])
    drive_to(game, "gift", ("Play", "Cast Raging Goblin", "Cast Valley Rally"))
    text = _shown(game, "es")
    assert "¿Prometes el regalo de Valley Rally? El regalo es una Comida: el oponente al que se lo prometas crea " \
           "una ficha de Comida (CR 702.174d). El hechizo: " in text
    rally = rules_text_in(CardPool.builtin()["Valley Rally"], Naming("es")).splitlines()[-1]
    assert f"El hechizo: {rally}" in text and "Each creature you control" not in text
    deck = ["Island"] * 20 + ["Coastal Discovery"] * 10
    game = Game.new([deck, FOREST_BEARS], seed=2, names=["Ana", "Bot"])
    drive_to(game, "alternative_cost", ("Play", "Cast Coastal Discovery"))
    while len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
        drive_to(game, "alternative_cost", ("Play", "Cast Coastal Discovery"))
    assert "Despertar 4—{5}{U}: págalo en lugar del coste de maná, y el hechizo también pone 4 contadores +1/+1" \
        in _shown(game, "es")


def _shown(game: Game, lang: str) -> str:
    out = io.StringIO()
    TerminalSession(game, 0, {1: RandomAgent(1)}, Console(file=out, width=1000), lang).run(iter(["q"]))
    return out.getvalue()


def test_play_prints_its_seats_and_result_in_the_language():
    """``play --lang it``: the seats (named in Italian), their decks and the result line."""
    result = CliRunner().invoke(cli, ["play", "--demo", "--seed", "1", "-q", "--lang", "it"])
    assert result.exit_code == 0, result.output
    assert "Giocatore 1: green-stompy (agente heuristic)" in result.stderr
    assert result.stdout.startswith("Giocatore ") and " vince al turno " in result.stdout
    english = CliRunner().invoke(cli, ["play", "--demo", "--seed", "1", "-q"])
    assert "Player 1: green-stompy (heuristic agent)" in english.stderr
    assert " wins on turn " in english.stdout


def test_play_human_names_the_seats_in_the_language():
    result = CliRunner().invoke(cli, ["play", "--human", "--seed", "3", "--lang", "es"], input="q\n")
    assert result.exit_code == 0, result.output
    assert "Jugador — vidas: 20" in result.output and "Oponente — vidas: 20" in result.output


def test_replay_writes_its_headers_in_spanish(tmp_path):
    from manastack.sim import simulate

    deck = ["Forest"] * 12 + ["Grizzly Bears"] * 8
    record = tmp_path / "games.jsonl"
    simulate(deck, deck, 2, agents=("random", "random"), seed=1, record_path=record, progress=False)
    spanish = CliRunner().invoke(cli, ["replay", str(record), "--lang", "es"]).output
    assert spanish.count("== partida ") == 2 and spanish.count("\nganador: ") == 2
    english = CliRunner().invoke(cli, ["replay", str(record)]).output
    assert english.count("== game ") == 2 and english.count("\nwinner: ") == 2


def test_rules_names_its_fields_in_the_language_and_english_keeps_its_columns():
    english = CliRunner().invoke(cli, ["rules", "702.174a"]).output.splitlines()
    assert [line[:15] for line in english[1:4]] == ["    modules:   ", "    tests:     ", "    scenarios: "]
    spanish = CliRunner().invoke(cli, ["rules", "702.174a", "--lang", "es"]).output.splitlines()
    assert [line.split()[0] for line in spanish[1:4]] == ["módulos:", "pruebas:", "escenarios:"]
    assert len({line.index(line.split()[1]) for line in spanish[1:4]}) == 1     # the values line up


def test_the_browser_tables_stack_follows_the_views_language():
    """CR 601.2c, 702.174a: a seat's view of the stack, in the language the view is asked in."""
    from manastack.web.seat_view import seat_view
    from manastack.web.tables import Tables

    table = Tables().open(from_scenario(RALLY), ["human", "human"], 1, True, "en")
    for wanted in ("Cast Valley Rally", "Promise the gift to Bruno", "Raging Goblin"):
        actions = seat_view(table, 0)["actions"]
        index = next(a["index"] for a in actions if a["label"].startswith(wanted))
        table.act(0, table.seats[0].token, table.version, index)
    english = seat_view(table, 1)["stack"][0]["text"]
    assert "(controlled by Ana, targets Raging Goblin #" in english and english.endswith("gift promised to you)")
    spanish = seat_view(table, 1, "es")["stack"][0]["text"]
    assert "(bajo el control de Ana, objetivos: Raging Goblin #" in spanish
    assert spanish.endswith("regalo prometido a ti)")
