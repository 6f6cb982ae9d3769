"""The language a page or a view is written in, and the page's words in it.

A request may name its language (``?lang=es``, or a ``lang`` field of its JSON body); a table or a judge session
keeps the one it was opened with, and the server's default is ``serve --lang`` (or ``MANASTACK_LANG``). Only
the words change: what a seat may see is the same in every language.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

from manastack.sentences import Naming
from manastack.sentences.catalog import COUNTER_KINDS
from manastack.sentences.languages import UnknownLanguage, language
from manastack.sentences.pages import PAGE_TERMS, PAGE_WORDS
from manastack.types.markers import N_
from manastack.web.tables import TableError

_WORD = re.compile(r"\{\{([^{}]+)\}\}")


def chosen(asked: object, default: str) -> str:
    """The language ``asked`` for (``default`` when none is): a 400 naming the parameter if unknown."""
    if asked is None or asked == "":
        return default
    if not isinstance(asked, str):
        raise TableError(400, N_("field 'lang' must be a language code (en, es, it)"))
    try:
        return language(asked)
    except UnknownLanguage as exc:
        raise TableError(400, N_("'lang': {error}"), error=exc) from None


def words(lang: str) -> dict[str, Any]:
    """Every word the page writes, in ``lang`` (by its English; a word with a context, by its context then its
    English), and the counter kinds' names."""
    naming = Naming(lang)
    terms: dict[str, dict[str, str]] = {}
    for context, word in PAGE_TERMS:
        terms.setdefault(context, {})[word] = naming.term(context, word)
    return {"lang": lang, "words": {w: naming.text(w) for w in PAGE_WORDS}, "terms": terms,
            "counters": {kind: naming.term("counter", word) for kind, word in COUNTER_KINDS.items()}}


def page(template: Path, lang: str) -> str:
    """``index.html`` in ``lang``: ``{{word}}`` written in it, ``{{@lang}}`` its code and ``{{@words}}`` the
    page's words for its scripts (as JSON that cannot close the script element)."""
    naming = Naming(lang)
    special = {"@lang": lang, "@words": json.dumps(words(lang), ensure_ascii=False).replace("<", "\\u003c")}

    def written(match: re.Match[str]) -> str:
        word = match.group(1)
        return special[word] if word in special else html.escape(naming.text(word))

    return _WORD.sub(written, template.read_text(encoding="utf-8"))
