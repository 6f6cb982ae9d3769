"""A decision's question is data; its words live in one view (``manastack.sentences.prompts``), never in the rules.

These tests read the source: every decision is asked with a ``Prompt.of(kind, …)`` whose kind has words, every
variant a prompt names exists, every kind of the table is asked somewhere, and every template fills from facts.
"""

from __future__ import annotations

import ast

import pytest

import manastack
from helpers import catalog_forms, fill_from_facts, missing_variants, source_calls, worded_calls, worded_kinds
from manastack.sentences import prompt_text
from manastack.sentences.prompts import PROMPTS
from manastack.types.decisions import Prompt

ASKED = worded_calls("Prompt")


def test_no_decision_is_asked_in_english():
    """A ``Decision``'s question is never a string written in the rules: no literal, f-string or concatenation."""
    for path, call in source_calls("Decision"):
        if len(call.args) >= 3:
            asked = call.args[2]
            where = f"{path.name}:{call.lineno}"
            assert not isinstance(asked, (ast.Constant, ast.JoinedStr, ast.BinOp)), f"{where}: an English prompt"


def test_every_prompt_kind_asked_has_words_and_every_word_is_asked():
    kinds = worded_kinds(ASKED)
    assert kinds - set(PROMPTS) == set(), "prompt kinds without words"
    assert set(PROMPTS) - kinds == set(), "words no decision asks"


def test_every_variant_a_prompt_names_exists():
    assert missing_variants(ASKED, PROMPTS) == []


@pytest.mark.parametrize(("kind", "variant", "template"), list(catalog_forms(PROMPTS)))
def test_every_prompt_fills_from_facts(kind: str, variant: str, template: str):
    """Each form of each question renders from facts named like its placeholders, leaving no placeholder."""
    fill_from_facts(PROMPTS, lambda k, facts: prompt_text(Prompt.of(k, **facts)), kind, variant, template)


def test_the_package_is_read():
    """The source readers above see the package (a test that reads nothing could not fail)."""
    assert ASKED and any(path.is_relative_to(manastack.__file__.rsplit("/", 1)[0]) for path, _ in ASKED)
