"""Every word a card file may use is declared once and implemented by the rules, and some test exercises it.

"Exercised" is checked statically: the word is used by a card that a test or scenario plays (its name appears
there), or by a card a test defines itself (``do: <verb>`` / ``event: <event>`` in the test's card text).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import get_args

from manastack.cards.parts import Trigger
from manastack.cards.pool import CardPool
from manastack.cards.schema import CardDef
from manastack.cards.vocabulary.verbs import VERBS
from manastack.rules.effects.registry import IMPLEMENTATIONS
from manastack.rules.triggers import MATCHERS

ROOT = Path(__file__).resolve().parents[2]
EVENTS = set(get_args(Trigger.model_fields["event"].annotation))


def _tested_text() -> str:
    files = [*ROOT.glob("tests/**/*.py"), *ROOT.glob("scenarios/**/*.yaml")]
    return "\n".join(f.read_text(encoding="utf-8") for f in files if f.name != Path(__file__).name)


def _words_of(card: CardDef) -> tuple[set[str], set[str]]:
    """The verbs and trigger events a card uses (engine-made instructions included)."""
    modal = [m for a in card.abilities for m in getattr(a, "modes", ())]     # a modal triggered ability's modes
    bodies = [b for b in (card.spell, *card.modes, *card.abilities, *modal) if b is not None and hasattr(b, "effects")]
    verbs = {e.do for b in bodies for e in b.effects}  # type: ignore[attr-defined]
    verbs |= {"give_gift"} if card.keyword("gift") else set()
    verbs |= {"awaken"} if card.keyword("awaken") else set()
    verbs |= {"enter_as_copy"} if card.enters_as_copy else set()
    events = {a.when.event for a in card.abilities if hasattr(a, "when")}
    events |= {"attacks_alone"} if "Exalted" in card.keywords else set()
    return verbs, events


def _exercised() -> tuple[set[str], set[str]]:
    text = _tested_text()
    verbs = set(re.findall(r"\bdo: *(\w+)", text))
    events = set(re.findall(r"\bevent: *(\w+)", text))
    for name, card in CardPool.builtin().items():
        if name in text:
            used_verbs, used_events = _words_of(card)
            verbs |= used_verbs
            events |= used_events
    return verbs, events


def test_every_declared_verb_has_an_implementation_and_nothing_else_does():
    assert set(VERBS) == set(IMPLEMENTATIONS)


def test_every_declared_trigger_event_is_matched_by_the_rules():
    """CR 603.2: each event a card may name is matched (``state`` triggers are checked as states, 603.8)."""
    assert EVENTS - {"state"} == set(MATCHERS)


def test_every_declared_verb_and_trigger_event_is_exercised_by_a_test():
    verbs, events = _exercised()
    assert set(VERBS) - verbs == set()
    assert EVENTS - events == set()
