"""Errors are data, like events: a converted error is raised with a template marked ``N_`` (so Babel extracts it
into the catalogs) and its facts, never English written at the raise; each template fills from the facts its raise
gives, in every language; and the command line writes the error in the ``--lang`` it was asked for.

The classes converted so far (``types.explained.Explained``): ``IllegalActionError`` (rules/engine.py) and the
scenario-reading errors of ``judge/yaml_lines.py`` (``Ctx.fail``, ``wrong_type``, ``unknown``).
"""

from __future__ import annotations

import ast
import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

import manastack
from helpers import ANA, BO, position
from manastack.cli import cli
from manastack.rules.engine import IllegalActionError
from manastack.sentences import Naming
from manastack.sentences.languages import LANGUAGES
from manastack.types.actions import PassPriority

SRC = Path(manastack.__file__).parent
#: (file, callee, index of the message argument): every such call must pass a marked template.
CONVERTED = [("rules/engine.py", "IllegalActionError", 0), ("judge/yaml_lines.py", "fail", 1),
             ("judge/yaml_lines.py", "wrong_type", 3), ("judge/schema.py", "wrong_type", 3),
             ("judge/schema.py", "fail", 1), ("judge/schema.py", "BadReference", 0),
             ("judge/references.py", "BadReference", 0), ("judge/answers.py", "BadReference", 0),
             ("judge/runner.py", "error", 0), ("judge/answers.py", "error", 0), ("judge/declare.py", "error", 0),
             ("judge/surveil.py", "error", 0), ("judge/expect.py", "error", 1), ("judge/runner.py", "ScenarioError", 3),
             ("judge/expect.py", "ScenarioError", 3), ("judge/setup.py", "ScenarioError", 3),
             ("judge/cli.py", "ScenarioError", 3),
             ("decks.py", "DeckError", 2), ("types/codec.py", "CorruptSaveError", 0),
             ("game.py", "CorruptSaveError", 0), ("game_records.py", "CorruptSaveError", 0),
             ("cards/pool.py", "CorruptSaveError", 0), ("cards/pool.py", "CardFileError", 0),
             ("cards/loader.py", "CardFileError", 0), ("cards/references.py", "UnresolvedReference", 1),
             ("types/mana.py", "ManaCostError", 0), ("sentences/languages.py", "UnknownLanguage", 0),
             ("limited/deck_editor.py", "DeckEditError", 0), ("limited/terminal.py", "DeckEditError", 0),
             ("limited/ratings.py", "RatingsError", 0), ("limited/sets.py", "UnknownSet", 0),
             ("web/tables.py", "TableError", 1), ("web/app.py", "TableError", 1), ("web/decks.py", "TableError", 1),
             ("web/judge_mode.py", "TableError", 1), ("web/languages.py", "TableError", 1),
             ("limited/terminal.py", "EndOfInput", 0), ("sim/plot.py", "PlotPathError", 0),
             ("cards/words.py", "CardRuleError", 0), ("cards/words.py", "unknown", 0), ("cards/words.py", "_name", 1),
             ("cards/parts.py", "CardRuleError", 0), ("cards/parts.py", "unknown", 0),
             ("cards/parts.py", "only_parts", 2), ("cards/schema.py", "CardRuleError", 0),
             ("cards/schema.py", "only_parts", 2), ("cards/vocabulary/pay.py", "only_parts", 2),
             ("cards/class_levels.py", "CardRuleError", 0), ("cli/__init__.py", "UsageError", 0),
             ("cli/limited.py", "UsageError", 0), ("sim/cli.py", "UsageError", 0),
             *((f"cards/vocabulary/{name}.py", "CardRuleError", 0) for name in (
                 "add_mana", "become", "bounce", "counters", "discard", "exile", "grant", "look_at_top",
                 "lose_life_unless", "pay", "put_onto_battlefield", "return_card", "reveal_pick", "search"))]


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _marked(node: ast.AST) -> tuple[str, ast.Call] | None:
    """The template and the call that gives its facts: ``N_("…")`` (facts: the enclosing call's keywords) or
    ``Explained(N_("…"), …)``/``unknown(…)`` (an error built beside the raise)."""
    if isinstance(node, ast.Call) and _callee(node) == "N_" and isinstance(node.args[0], ast.Constant):
        return node.args[0].value, node
    return None


def _raises() -> Iterator[tuple[str, ast.Call, ast.AST]]:
    for file, name, index in CONVERTED:
        for node in ast.walk(ast.parse((SRC / file).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _callee(node) == name and len(node.args) > index:
                yield f"{file}:{node.lineno}", node, node.args[index]


def _explained() -> Iterator[tuple[str, str, set[str]]]:
    """Every ``Explained(N_("…"), facts…)`` and converted raise of the source: (where, template, its facts)."""
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args and (marked := _marked(node.args[0])) is not None:
                yield f"{path.relative_to(SRC)}:{node.lineno}", marked[0], {k.arg for k in node.keywords if k.arg}


def test_every_converted_raise_passes_a_marked_template():
    """No converted error is raised with English: its message is ``N_("…")`` or an ``Explained`` built from one."""
    for where, _, message in _raises():
        ok = _marked(message) is not None or (isinstance(message, ast.Call) and _callee(message) in
                                              ("Explained", "unknown")) or isinstance(message, ast.Name)
        assert ok, f"{where}: an error message written in English"


def test_every_template_fills_from_the_facts_its_raise_gives():
    """Each placeholder of a template is a fact of the call that raises it, in every language."""
    found = list(_explained())
    assert len(found) > 20
    for where, template, facts in found:
        needed = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        assert needed <= facts, f"{where}: {template!r} has no fact for {needed - facts}"
        for lang in LANGUAGES:
            Naming(lang).message(template, tuple((name, 2) for name in sorted(needed)))


@pytest.mark.parametrize("lang", ["it", "es"])
def test_an_illegal_action_reads_in_the_reader_language(lang: str):
    """The error of an action out of turn names whose decision it is, in the naming's language."""
    game = position(battlefield=(["Mountain"], []))
    with pytest.raises(IllegalActionError) as raised:
        game.apply(PassPriority(BO))
    english = str(raised.value)
    assert english.startswith("it is Ana's decision (Priority: act or pass), not player 1's"), english
    translated = raised.value.text(Naming(lang))
    assert translated != english and "Ana" in translated
    if lang == "it":
        assert translated.startswith("la decisione spetta a Ana (")
    assert game.decision is not None and game.decision.player == ANA


def test_judge_writes_a_malformed_scenario_error_in_spanish(tmp_path: Path):
    """``judge --lang es``: the file, its line and the field stay, the words are Spanish; exit code 2."""
    scenario = tmp_path / "bad.yaml"
    scenario.write_text("title: x\nbogus: 1\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["judge", "--lang", "es", str(scenario)], catch_exceptions=False)
    assert result.exit_code == 2
    english = CliRunner().invoke(cli, ["judge", str(scenario)], catch_exceptions=False)
    assert "unknown" in english.output and "desconocido" not in english.output
    assert f"{scenario}:2: clave de scenario desconocido: 'bogus'" in result.output, result.output


def test_every_converted_raise_names_the_facts_of_its_template():
    """A raise whose template is not its first argument (``ctx.fail(node, N_("…"), what=…)``,
    ``ScenarioError(file, line, index, N_("…"), …)``) gives a fact for each placeholder too."""
    checked = 0
    for where, call, message in _raises():
        if (marked := _marked(message)) is not None:
            needed = {name for _, name, _, _ in string.Formatter().parse(marked[0]) if name}
            assert needed <= {k.arg for k in call.keywords if k.arg}, f"{where}: {marked[0]!r}"
            checked += 1
    assert checked > 100


PLAYING = """\
title: playing errors
players:
  - name: Ana
    hand: [Mind Rot]
    battlefield: [{card: Swamp, count: 3}]
  - name: Bruno
    life: 3
    hand: [Island, Forest, Shock]
    battlefield: [Grizzly Bears]
turn: {number: 3, active: Ana}
"""
NO_DECISION = "actions:\n  - {choose: yes, by: Ana}\n"
UNKNOWN_CARD = "expect:\n  - object: Shokc\n    is: {tapped: true}\n"
UNANSWERED = "actions:\n  - {cast: Mind Rot, by: Ana, targets: [Bruno]}\n  - {resolve: top}\n  - {advance: end}\n"
LIFE = "expect:\n  - life: {Bruno: 0}\n"
TRANSLATED = {   # (the scenario's tail, the English message, the Spanish, the Italian)
    "no decision": (NO_DECISION, ":12: action 1: no decision is pending to choose for; now: {pass: Ana}",
                    ":12: acción 1: no hay ninguna decisión pendiente para elegir; ahora: {pass: Ana}",
                    ":12: azione 1: nessuna decisione in sospeso per cui scegliere; ora: {pass: Ana}"),
    "unanswered": (UNANSWERED, ":14: action 3: this action doesn't answer the pending decision: Bruno must decide: "
                   "Choose a card to discard [701.9b] — options 0: Island; 1: Forest; 2: Shock (answer it with a "
                   "choose by Bruno)",
                   ":14: acción 3: esta acción no responde a la decisión pendiente: Bruno debe decidir: Elige una "
                   "carta para descartar [701.9b] — opciones 0: Island; 1: Forest; 2: Shock (respóndela con un choose "
                   "de Bruno)",
                   ":14: azione 3: questa azione non risponde alla decisione in sospeso: Bruno deve decidere: Scegli "
                   "una carta da scartare [701.9b] — opzioni 0: Island; 1: Forest; 2: Shock (rispondi con un choose di "
                   "Bruno)"),
    "unknown card": (UNKNOWN_CARD,
                     ":12: object: no object 'Shokc'; candidates: Mind Rot@Ana (hand), Swamp@Ana#1 (battlefield)",
                     ":12: object: ningún objeto 'Shokc'; candidatos: Mind Rot@Ana (hand), Swamp@Ana#1 (battlefield)",
                     ":12: object: nessun oggetto 'Shokc'; candidati: Mind Rot@Ana (hand), Swamp@Ana#1 (battlefield)"),
}


def _judge(tmp_path: Path, tail: str, *options: str) -> tuple[int, str, Path]:
    scenario = tmp_path / "playing.yaml"
    scenario.write_text(PLAYING + tail, encoding="utf-8")
    result = CliRunner().invoke(cli, ["judge", *options, str(scenario)], catch_exceptions=False)
    return result.exit_code, result.output, scenario


@pytest.mark.parametrize("case", sorted(TRANSLATED))
@pytest.mark.parametrize("lang", ["es", "it"])
def test_judge_writes_an_error_while_playing_in_the_language(tmp_path: Path, case: str, lang: str):
    """An answer to a decision that never comes, an action while a decision waits (its prompt is worded in the
    language too), an expectation naming no object: ``judge --lang`` writes the error in that language, exit code
    2; the file, the line, the action, the references and the scenario syntax stay; without ``--lang`` the English
    is as it was."""
    tail, english, *translations = TRANSLATED[case]
    code, output, scenario = _judge(tmp_path, tail, "--lang", lang)
    assert code == 2
    assert f"ERROR {scenario}{translations[lang == 'it']}" in output, output
    code, output, _ = _judge(tmp_path, tail)
    assert code == 2 and f"ERROR {scenario}{english}" in output, output


@pytest.mark.parametrize(("lang", "words", "summary"), [
    ("en", "life of Bruno: expected 0, found 3", "1 expectation(s) did not hold\n1 scenario: 0 passed, 1 failed"),
    ("es", "vidas de Bruno: se esperaba 0, se encontró: 3",
     "1 expectativa(s) sin cumplir\n1 escenario: 0 superados, 1 fallidos"),
    ("it", "punti vita di Bruno: atteso 0, trovato: 3",
     "1 aspettativa/e non soddisfatta/e\n1 scenario: 0 superati, 1 falliti"),
])
def test_judge_writes_a_failed_expectation_in_the_language(tmp_path: Path, lang: str, words: str, summary: str):
    """A failed expectation is a report (exit code 1), written in the ``--lang`` too, with the summary lines of
    ``--check``; the English is unchanged."""
    code, output, scenario = _judge(tmp_path, LIFE, "--check", "--lang", lang)
    assert code == 1
    assert f"FAIL {scenario}:12: {words}\nFAILED: {summary}" in output, output
