"""The languages the engine's explanation is read in: English (the catalog's own), and the Spanish and Italian of
the rules pages it was asked for in (the command line's ``--lang``, or its ``MANASTACK_LANG`` environment
variable; the library itself never reads the environment, so a program's output does not depend on it).

A translation is a standard gettext catalog, ``manastack/locale/<lang>/LC_MESSAGES/manastack.po``, compiled with
Babel into the ``.mo`` file shipped beside it (docs/translating.md). Objects keep their printed English names
and scenario files stay in English: only the sentences around them are translated.
"""

from __future__ import annotations

import gettext
from functools import cache
from pathlib import Path

from manastack.types.explained import Explained
from manastack.types.markers import N_

LANGUAGES = ("en", "es", "it")
DOMAIN = "manastack"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
ENVIRONMENT = "MANASTACK_LANG"


class UnknownLanguage(Explained, ValueError):
    """A language the engine has no catalog for."""


def language(asked: str) -> str:
    """``asked``, if the engine has a catalog for it."""
    if asked not in LANGUAGES:
        raise UnknownLanguage(N_("unknown language {language!r}: choose one of {languages}"), language=asked,
                              languages=LANGUAGES)
    return asked


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of ``lang`` (English: the templates as written)."""
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[lang])
