"""Events are data; their sentences live in one view (``manastack.sentences``), never in the rules.

These tests read the source: every ``emit``/``note`` (and the judge's ``judge_note``) passes facts only, every
kind emitted has a sentence and every sentence belongs to a kind emitted, every variant a call names exists, and
every template of the catalog fills from facts of the kinds it is written for.
"""

from __future__ import annotations

import ast
import importlib
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

import manastack
from helpers import catalog_forms, literal_strings
from manastack.rules.events import emit
from manastack.sentences import sentence
from manastack.sentences.catalog import SENTENCES, ZONE_CHANGES
from manastack.types.enums import Zone
from manastack.types.events import Event, ObjectRef, PlayerRef
from manastack.types.state import GameState

SRC = Path(manastack.__file__).parent
EMITTERS = {"emit": 3, "note": 3, "judge_note": 5}  # positional arguments: game, kind, rule[, facts, player]
IDENTIFIER = re.compile(r"[\w.+/-]*")    # a kind, a rule, a variant key, a counter kind: never a sentence
COPY_SUFFIXES = ("", "_copy", "_face_down_copy")


def _module(path: Path) -> str:
    return ".".join(("manastack", *path.relative_to(SRC).with_suffix("").parts))


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _calls(names: set[str] | dict[str, int]) -> Iterator[tuple[Path, ast.Call]]:
    """The calls of ``names`` in the source, but those inside the emitters themselves (which pass a kind on)."""
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        inner = {id(node) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name in EMITTERS
                 for node in ast.walk(f)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _callee(node) in names and id(node) not in inner:
                yield path, node


def _kind(path: Path, call: ast.Call) -> str | None:
    arg = call.args[1] if len(call.args) > 1 else None
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, ast.Name):    # a module constant, e.g. FORCED
        value = getattr(importlib.import_module(_module(path)), arg.id, None)
        return value if isinstance(value, str) else None
    return None


def _variants(call: ast.Call) -> list[str]:
    """The variants a call names: ``("variant", ...)`` facts."""
    found = []
    for node in ast.walk(call):
        if isinstance(node, ast.Tuple) and len(node.elts) == 2 and isinstance(node.elts[0], ast.Constant) \
                and node.elts[0].value == "variant":
            found += literal_strings(node.elts[1])
    return found


EMITTED = [(path, call, _kind(path, call)) for path, call in _calls(EMITTERS)]


def test_emit_takes_no_template():
    """A sentence can't be passed: ``emit`` and ``note`` take the game, the kind and the rule, then facts by name."""
    with pytest.raises(TypeError):
        emit(GameState(0, None), "life_paid", "119.4", "{0} pays {1} life.")  # type: ignore[arg-type, misc]


def test_no_event_call_passes_english():
    """Every string an event call passes is an identifier (kind, rule, variant, counter kind), never a sentence."""
    assert EMITTED
    for path, call, _ in EMITTED:
        where = f"{path.relative_to(SRC)}:{call.lineno}"
        assert len(call.args) <= EMITTERS[_callee(call)], f"{where}: a positional argument after the rule"
        for node in ast.walk(call):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert IDENTIFIER.fullmatch(node.value), f"{where}: passes the words {node.value!r}"


def test_zone_changes_name_their_reason_by_key():
    """``move(..., why=...)`` names the sentence of the zone change by a key of ``ZONE_CHANGES``."""
    for path, call in _calls({"move"}):
        for keyword in call.keywords:
            if keyword.arg == "why":
                for why in literal_strings(keyword.value):
                    assert why in ZONE_CHANGES, f"{path.relative_to(SRC)}:{call.lineno}: no sentence for {why!r}"
    for path, call in _calls({"as_copy_variant"}):
        for base in literal_strings(call.args[0]):
            for suffix in COPY_SUFFIXES:
                assert base + suffix in ZONE_CHANGES, f"{path.relative_to(SRC)}:{call.lineno}"
    from manastack.rules.sba import DEATH_WORDS

    assert set(DEATH_WORDS.values()) <= set(ZONE_CHANGES)


def test_every_kind_emitted_has_a_sentence_and_every_sentence_a_kind():
    """The view's keys are exactly the kinds the source emits (no event without a sentence, no dead sentence)."""
    kinds = {kind for _, _, kind in EMITTED}
    assert None not in kinds, [f"{p}:{c.lineno}" for p, c, k in EMITTED if k is None]
    assert kinds == set(SENTENCES), (kinds - set(SENTENCES), set(SENTENCES) - kinds)


def test_every_variant_named_has_a_sentence():
    """A call naming a variant names one its kind has."""
    for path, call, kind in EMITTED:
        entry = SENTENCES[str(kind)]
        for variant in _variants(call):
            assert isinstance(entry, dict) and variant in entry, f"{path.relative_to(SRC)}:{call.lineno}: {variant}"




@pytest.mark.parametrize(("kind", "variant", "template"), list(catalog_forms(SENTENCES)))
def test_every_template_fills_from_facts(kind: str, variant: str, template: str):
    """Each form of each sentence renders from facts named like its placeholders, leaving no placeholder."""
    fields = [(name, spec) for _, name, spec, _ in string.Formatter().parse(template) if name]
    derived = {"from_zone", "to_zone", "mana", "amount", "changes"}
    data: list[tuple[str, object]] = [(name, 2 if spec else ObjectRef(7, f"<{name}>")) for name, spec in fields
                                      if name not in derived]
    data += [("variant", variant), ("from", Zone.HAND), ("to", Zone.GRAVEYARD), ("owner", PlayerRef(0, "Ana")),
             ("letters", "G"), ("changes", (("Herald of Kozilek", -1, ""),))]
    for count in (1, 2):
        text = sentence(Event(1, kind, "1", 0, (7,), count, tuple((k, count if v == 2 else v) for k, v in data)))
        assert "{" not in text.replace("{G}", "").replace("{1}", ""), text   # mana symbols are not placeholders
        for name, spec in fields:
            assert name in derived or spec or f"<{name}>" in text, (name, text)
