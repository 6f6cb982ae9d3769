"""The browser page's words: every word its scripts (``tr("…")``) and ``index.html`` (``{{…}}``) write is a message
of ``sentences.pages.PAGE_WORDS`` (so it is translated), and every message there is written by the page."""

from __future__ import annotations

import re
from pathlib import Path

from manastack.sentences.pages import PAGE_WORDS

STATIC = Path(__file__).resolve().parents[2] / "src" / "manastack" / "web" / "static"


def test_the_page_writes_exactly_the_page_words():
    scripts = "".join(path.read_text(encoding="utf-8") for path in sorted(STATIC.glob("*.js")))
    used = set(re.findall(r'\btr\("((?:[^"\\]|\\.)*)"', scripts))
    used |= {w for w in re.findall(r"\{\{([^{}]+)\}\}", (STATIC / "index.html").read_text(encoding="utf-8"))
             if not w.startswith("@")}
    assert used == set(PAGE_WORDS)


def test_no_script_writes_a_word_of_its_own_around_tr():
    """``tr`` takes a literal: a word built from variables would escape the catalog."""
    scripts = "".join(path.read_text(encoding="utf-8") for path in sorted(STATIC.glob("*.js")))
    calls = re.findall(r"(?<!function )\btr\((.)", scripts)
    assert calls and set(calls) == {'"'}
