"""The browser page's words: every word its scripts (``tr("…")``, ``trIn("context", "…")``) and ``index.html``
(``{{…}}``) write is a message of ``sentences.pages.PAGE_WORDS`` or ``PAGE_TERMS`` (so it is translated), and every
message there is written by the page."""

from __future__ import annotations

import re
from pathlib import Path

from manastack.sentences.pages import PAGE_TERMS, PAGE_WORDS
from manastack.web.languages import words

STATIC = Path(__file__).resolve().parents[2] / "src" / "manastack" / "web" / "static"
_LITERAL = r'"((?:[^"\\]|\\.)*)"'


def _scripts() -> str:
    return "".join(path.read_text(encoding="utf-8") for path in sorted(STATIC.glob("*.js")))


def test_the_page_writes_exactly_the_page_words():
    used = set(re.findall(r"\btr\(" + _LITERAL, _scripts()))
    used |= {w for w in re.findall(r"\{\{([^{}]+)\}\}", (STATIC / "index.html").read_text(encoding="utf-8"))
             if not w.startswith("@")}
    assert used == set(PAGE_WORDS)


def test_the_page_writes_exactly_the_page_words_in_their_context():
    assert set(re.findall(r"\btrIn\(" + _LITERAL + r", " + _LITERAL, _scripts())) == set(PAGE_TERMS)


def test_no_script_writes_a_word_of_its_own_around_tr():
    """``tr`` and ``trIn`` take literals: a word built from variables would escape the catalog."""
    calls = re.findall(r"(?<!function )\btr\((.)", _scripts())
    assert calls and set(calls) == {'"'}
    in_context = re.findall(r"(?<!function )\btrIn\((.)[^,]*, (.)", _scripts())
    assert in_context and set(in_context) == {('"', '"')}


def test_the_exile_zone_heading_is_the_zone_not_the_menus_verb():
    """The Exile zone (CR 406) is "Exilio"/"Esilio" on the page, though a menu's "Exile" reads "Exiliar"."""
    assert words("es")["terms"]["zone"]["Exile"] == "Exilio"
    assert words("it")["terms"]["zone"]["Exile"] == "Esilio"
    assert words("en")["terms"]["zone"]["Exile"] == "Exile"
    assert "Exile" not in words("es")["words"]
