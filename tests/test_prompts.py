"""A decision's question is data; its words live in one view (``manastack.sentences.prompts``), never in the rules.

These tests read the source: every decision is asked with a ``Prompt.of(kind, …)`` whose kind has words, every
variant a prompt names exists, every kind of the table is asked somewhere, and every template fills from facts.
"""

from __future__ import annotations

import ast
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

import manastack
from helpers import catalog_forms, literal_strings
from manastack.sentences import prompt_text
from manastack.sentences.markers import Plural
from manastack.sentences.prompts import PROMPTS
from manastack.types.decisions import Prompt
from manastack.types.events import ObjectRef

SRC = Path(manastack.__file__).parent


def _calls(name: str) -> Iterator[tuple[Path, ast.Call]]:
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                callee = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) \
                    else ""
                if callee == name:
                    yield path, node


ASKED = [(path, call) for path, call in _calls("of") if isinstance(call.func, ast.Attribute)
         and isinstance(call.func.value, ast.Name) and call.func.value.id == "Prompt"]


def test_no_decision_is_asked_in_english():
    """A ``Decision``'s question is never a string written in the rules: no literal, f-string or concatenation."""
    for path, call in _calls("Decision"):
        if len(call.args) >= 3:
            asked = call.args[2]
            where = f"{path.relative_to(SRC)}:{call.lineno}"
            assert not isinstance(asked, (ast.Constant, ast.JoinedStr, ast.BinOp)), f"{where}: an English prompt"


def test_every_prompt_kind_asked_has_words_and_every_word_is_asked():
    kinds: set[str] = set()
    for path, call in ASKED:
        found = literal_strings(call.args[0]) if call.args else []
        assert found, f"{path.relative_to(SRC)}:{call.lineno}: the prompt's kind must be a constant"
        kinds.update(found)
    assert kinds - set(PROMPTS) == set(), "prompt kinds without words"
    assert set(PROMPTS) - kinds == set(), "words no decision asks"


def test_every_variant_a_prompt_names_exists():
    for path, call in ASKED:
        for keyword in call.keywords:
            if keyword.arg == "variant":
                for kind in literal_strings(call.args[0]):
                    entry = PROMPTS[kind]
                    for variant in literal_strings(keyword.value):
                        assert isinstance(entry, dict) and variant in entry, \
                            f"{path.relative_to(SRC)}:{call.lineno}: {kind} has no variant {variant!r}"




@pytest.mark.parametrize(("kind", "variant", "template"), list(catalog_forms(PROMPTS)))
def test_every_prompt_fills_from_facts(kind: str, variant: str, template: str):
    """Each form of each question renders from facts named like its placeholders, leaving no placeholder."""
    fields = [(name, spec) for _, name, spec, _ in string.Formatter().parse(template) if name]
    facts = {name: (2 if spec or name in ("count", "amount") else ObjectRef(7, f"<{name}>")) for name, spec in fields}
    entry = PROMPTS[kind]
    form = entry[variant] if isinstance(entry, dict) else entry
    if isinstance(form, Plural):     # the count chooses the form, even when the singular doesn't say it
        facts.setdefault(form.count, 2)
    for count in (1, 2):
        text = prompt_text(Prompt.of(kind, variant=variant, **{k: count if v == 2 else v for k, v in facts.items()}))
        for name, spec in fields:
            assert spec or f"<{name}>" in text or name in ("count", "amount"), (name, text)
