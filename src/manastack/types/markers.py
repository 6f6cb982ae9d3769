"""How the catalogs mark their sentences for Babel's extractor (``pybabel extract -k N_ -k Plural:1,2 -k C_:1c,2``,
docs/translating.md), without the engine depending on Babel."""

from __future__ import annotations

from dataclasses import dataclass


def N_(template: str) -> str:  # the name gettext extractors look for
    """Mark a sentence template for translation; the template itself is returned unchanged."""
    return template


def C_(context: str, word: str) -> str:
    """Mark a word translated in a context (gettext's ``pgettext``): one English word that another language
    writes two ways, e.g. "flying" the keyword and "flying" the kind of counter."""
    return word


@dataclass(frozen=True, slots=True)
class Plural:
    """A sentence with a singular and a plural form (gettext's ``ngettext``), chosen by the number in the fact
    ``count`` (``"amount"``: the event's amount)."""

    one: str
    other: str
    count: str = "amount"

    def pick(self, n: int) -> str:
        """The form for ``n``: English has one plural; a translation may have several."""
        return self.one if n == 1 else self.other
