"""The Spanish and Italian catalogs (``manastack/locale``): complete, faithful to the English placeholders, compiled
into the shipped ``.mo`` files, and read in golden traces of the scenarios of each rules page the project was asked
for in (gift promised and countered, a tapped Fish, awaken, APNAP order, Standstill's 118.12).

Regenerate the translated goldens (``NAME.trace.<lang>.txt`` beside each scenario) with
``MANASTACK_UPDATE_GOLDEN=1``; regenerate the catalogs as docs/translating.md says.
"""

from __future__ import annotations

import io
import os
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import manastack
from manastack.judge.play import play_scenario
from manastack.judge.schema import load_scenario
from manastack.sentences import Naming
from manastack.sentences.languages import LANGUAGES, LOCALE_DIR, UnknownLanguage

ROOT = Path(__file__).resolve().parents[1]
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
SCENARIOS = ["gift/cr702_174f_gift_a_tapped_fish", "gift/cr702_174j_countered_spell_gives_no_gift",
             "awaken/awaken_target_illegal_rest_resolves", "triggers/cr603_3b_apnap_both_players",
             "costs/standstill_if_you_do"]
UPDATE = os.environ.get("MANASTACK_UPDATE_GOLDEN") == "1"


Message = tuple[str | None, str | tuple[str, ...]]     # (gettext context, the message: its forms if a plural)


def _source_messages() -> set[Message]:
    """The messages the source marks (Babel's extraction, with the keywords docs/translating.md names)."""
    found = extract_from_dir(Path(manastack.__file__).parent,
                             keywords={"N_": None, "Plural": (1, 2), "C_": ((1, "c"), 2)})
    return {(context, message if isinstance(message, str) else tuple(message))
            for _, _, message, _, context in found}


def _catalog(lang: str) -> Catalog:
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / "manastack.po", "rb") as po:
        return read_po(po)


def _ids(catalog: Catalog) -> set[Message]:
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}


def _placeholders(template: str) -> set[str]:
    return {field for _, field, spec, _ in string.Formatter().parse(template) if field}


def test_the_template_holds_every_message_of_the_source():
    """``manastack.pot`` is extracted from the source as it is (no message missing, none left over)."""
    with open(LOCALE_DIR / "manastack.pot", "rb") as pot:
        assert _ids(read_po(pot)) == _source_messages()


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated(lang: str):
    """Each message of the source has a translation (every plural form), none fuzzy, none left over."""
    catalog = _catalog(lang)
    assert _ids(catalog) == _source_messages()
    for message in catalog:
        if message.id:
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            assert all(forms) and not message.fuzzy, f"{lang}: {message.id!r} is not translated"
            assert len(forms) == (catalog.num_plurals if message.pluralizable else 1), message.id


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_placeholders(lang: str):
    """A translation names the same facts as the English (a singular may leave out the count it implies)."""
    for message in _catalog(lang):
        if not message.id:
            continue
        english = message.id if isinstance(message.id, str) else message.id[1]
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            names = _placeholders(form)
            assert names <= _placeholders(english), f"{lang}: {form!r} names a fact the English does not"
            assert _placeholders(english) - names <= {"amount", "count", "cards", "colors"}, \
                f"{lang}: {form!r} drops a placeholder of {english!r}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_shipped_catalog_is_compiled_from_the_translation(lang: str):
    """The ``.mo`` in the package is what Babel compiles from the ``.po`` (pybabel compile was run)."""
    compiled = io.BytesIO()
    write_mo(compiled, _catalog(lang), use_fuzzy=False)
    assert (LOCALE_DIR / lang / "LC_MESSAGES" / "manastack.mo").read_bytes() == compiled.getvalue()


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("name", SCENARIOS)
def test_a_seed_scenario_reads_in_the_language(name: str, lang: str):
    """The trace of each seed area's scenario, in Spanish and Italian (card and player names stay English)."""
    result = play_scenario(load_scenario(ROOT / "scenarios" / f"{name}.yaml"))
    assert result.status == "pass", result.failures
    text = "\n".join(result.trace_lines(naming=Naming(lang))) + "\n"
    golden = ROOT / "scenarios" / f"{name}.trace.{lang}.txt"
    if UPDATE:
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8"), f"trace differs from {golden.name} (MANASTACK_UPDATE_GOLDEN=1)"
    assert text != "\n".join(result.trace) + "\n", "the trace was not translated"


def test_an_unknown_language_is_refused():
    with pytest.raises(UnknownLanguage, match="choose one of en, es, it"):
        Naming("fr")


def test_the_glossary_maps_each_term_to_its_rule():
    """docs/glossary.tsv: English, Spanish and Italian terms and the CR rule each comes from."""
    rows = [line.split("\t") for line in (ROOT / "docs" / "glossary.tsv").read_text(encoding="utf-8").splitlines()]
    assert rows[0] == ["en", "es", "it", "rule"]
    assert len(rows) > 40
    for row in rows[1:]:
        assert len(row) == 4 and all(cell.strip() for cell in row), row
        assert row[3][0].isdigit(), row


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_terminal_asks_and_tells_in_the_language(lang: str):
    """``play --human --lang``: the opening hand's question and the trace are in the language, card names not."""
    from rich.console import Console

    from manastack.agents.random_agent import RandomAgent
    from manastack.game import Game
    from manastack.sentences import prompt_text
    from manastack.ui.terminal import TerminalSession

    out = io.StringIO()
    game = Game.new([["Forest"] * 16 + ["Grizzly Bears"] * 14] * 2, seed=5, names=["Ana", "Bruno"])
    asked, english = prompt_text(game.decision.prompt, Naming(lang)), prompt_text(game.decision.prompt)
    TerminalSession(game, 0, {1: RandomAgent(3)}, Console(file=out, width=120), lang).run(iter(["1", "q"]))
    shown = out.getvalue()
    assert asked in shown and asked != english and english not in shown


def test_terms_of_the_game_are_written_in_the_language():
    """Colors, counter kinds and keywords in an event are the language's terms; English keeps them as they came."""
    from manastack.sentences import sentence
    from manastack.types.events import Event, ObjectRef

    gains = Event(1, "grant", "613.1f", objects=(3,), data=(("objects", (ObjectRef(3, "Grizzly Bears"),)),
                                                             ("count", 1), ("keywords", ("Flying",))))
    assert sentence(gains) == "Grizzly Bears gains Flying."
    for lang in TRANSLATED:
        text = sentence(gains, Naming(lang))
        assert "Grizzly Bears" in text and "Flying" not in text and Naming(lang).text("flying") in text
