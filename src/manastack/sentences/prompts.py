"""What every decision asks, in words: one place outside the rules, so a translation replaces these templates and
the rules give only a question's kind and facts (``types.decisions.Prompt``). The terminal, the browser, the
judge's trace ("Choose target for Shock: Ana chooses Bruno.") and error messages all read them.

Each kind maps to a template, a ``Plural``, or a mapping from the prompt's ``variant`` fact to those, as in
``manastack.sentences.catalog``; placeholders are named after the prompt's facts.
"""

from __future__ import annotations

from manastack.sentences.catalog import Entry
from manastack.sentences.markers import N_

PROMPTS: dict[str, Entry] = {
    # the game and its turns (CR 103, 117)
    "priority": N_("Priority: act or pass"),
}
