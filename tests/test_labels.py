"""What each option of a decision says is data (``types.decisions.Label``); its words live in one view
(``manastack.sentences.labels``), never in the rules, so the judge's trace and the menus write it in the reader's
language.

These tests read the source, as ``tests/test_prompts.py`` does for the questions: no option is labeled with a
string written in the rules (mypy also types ``Decision.labels`` as ``Label``s), no label's fact is English words,
every kind a label names has words and every word is used, every variant exists, and every template fills.
"""

from __future__ import annotations

import ast

import pytest

from helpers import catalog_forms, fill_from_facts, missing_variants, source_calls, worded_calls, worded_kinds
from manastack.sentences import Naming, label_text, option_text, sentence
from manastack.sentences.labels import LABELS
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, mode_label
from manastack.types.events import Event, PlayerRef

LABELED = worded_calls("Label")
#: Facts that are symbols, not words: mana symbols ("{G}", CR 107.4) and pawprints ("{P}", CR 700.2h).
SYMBOLS = frozenset({"mana", "symbols", "variant"})


def _strings(node: ast.AST) -> bool:
    """Whether an expression writes words itself: a string literal or f-string, or an operation, conditional or
    tuple of them (a call's result is not read: a ``Label.of`` or the card's words)."""
    if isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return True
    if isinstance(node, ast.Call):
        return False
    return any(_strings(child) for child in ast.iter_child_nodes(node))


def test_no_option_is_labeled_in_english():
    """A ``Decision``'s labels are never strings written in the rules: no literal, f-string or concatenation among
    the labels it is given."""
    for path, call in source_calls("Decision"):
        labels = call.args[4] if len(call.args) >= 5 else next((k.value for k in call.keywords if k.arg == "labels"),
                                                                 None)
        items = labels.elts if isinstance(labels, (ast.Tuple, ast.List)) else [labels] if labels else []
        for item in items:
            item = item.value if isinstance(item, ast.Starred) else item
            assert not _strings(item), f"{path.name}:{call.lineno}: an English label"


def test_no_label_fact_is_english():
    """A label's facts are players, objects, numbers, terms and the card's own words, never English written in the
    rules (mana and pawprint symbols are symbols)."""
    for path, call in LABELED:
        for keyword in call.keywords:
            assert keyword.arg in SYMBOLS or not _strings(keyword.value), \
                f"{path.name}:{call.lineno}: the fact {keyword.arg} is English"


def test_every_label_kind_has_words_and_every_word_is_used():
    kinds = worded_kinds(LABELED)
    assert kinds - set(LABELS) == set(), "label kinds without words"
    assert set(LABELS) - kinds == set(), "words no option says"


def test_every_variant_a_label_names_exists():
    assert missing_variants(LABELED, LABELS) == []


@pytest.mark.parametrize(("kind", "variant", "template"), list(catalog_forms(LABELS)))
def test_every_label_fills_from_facts(kind: str, variant: str, template: str):
    """Each form of each label renders from facts named like its placeholders, leaving no placeholder."""
    fill_from_facts(LABELS, lambda k, facts: label_text(Label.of(k, **facts)), kind, variant, template)


def test_every_mode_label_variant_exists():
    """``mode_label`` picks its variant at run time: each of the four it may pick has words (CR 700.2, 700.2h)."""
    for text in ("Destroy target creature", None):
        for symbols in ("", "{P}{P}"):
            assert label_text(mode_label(text, 1, symbols)).endswith(text or "mode 1")


def test_option_text_writes_english_and_a_view_writes_the_readers_language():
    """``option_text`` writes English by default; ``label_text`` with a ``Naming`` writes the option in the
    reader's language (CR 702.174a: the gift's promise)."""
    bruno = PlayerRef(1, "Bruno")
    decision = Decision(DecisionKind.GIFT, 0, Prompt.of("priority"), ("no", 1),
                        (Label.of("no_gift"), Label.of("gift_to", player=bruno)), "702.174a")
    assert option_text(decision, 1) == "Promise the gift to Bruno"
    assert option_text(decision, "other") == "'other'"
    assert label_text(decision.labels[1], Naming("es")) != "Promise the gift to Bruno"
    assert "Bruno" in label_text(decision.labels[1], Naming("it"))


def test_a_choice_in_the_trace_carries_its_label():
    """The judge's "choice" line writes the option from its label's facts, in the trace's language."""
    event = Event(1, "choice", "702.174a", 0, data=(("prompt", Prompt.of("gift", spell="Gift")),
                                                    ("label", Label.of("gift_to", player=PlayerRef(1, "Bruno"))),
                                                    ("player", PlayerRef(0, "Ana"))))
    english = sentence(event)
    assert english.endswith("Ana chooses Promise the gift to Bruno.")
    for lang in ("es", "it"):
        assert "Promise the gift" not in sentence(event, Naming(lang)) and "Bruno" in sentence(event, Naming(lang))


def test_actions_with_priority_read_in_the_menus_language():
    """CR 117.1: what a player may do with priority (pass, play a land, cast a spell) reads in the menu's language,
    each object named with its id; English stays as it was."""
    from helpers import named, position
    from manastack.types.actions import CastSpell, PassPriority, PlayLand
    from manastack.ui.describe import describe_action

    game = position(hand=(["Forest", "Grizzly Bears"], []))
    forest, bears = named(game, "Forest"), named(game, "Grizzly Bears")
    assert describe_action(game, PassPriority(0)) == "Pass priority"
    assert describe_action(game, PlayLand(0, forest)) == f"Play Forest #{forest}"
    assert describe_action(game, PassPriority(0), "es") == "Pasar la prioridad"
    assert describe_action(game, CastSpell(0, bears), "it") == f"Lanciare Grizzly Bears #{bears}"
