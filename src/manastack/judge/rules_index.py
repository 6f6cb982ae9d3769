"""The project's rules index (``manastack rules``): every CR rule that the engine, a test or a judge scenario
cites, a one-line summary in the project's own words (where one is written), the modules that cite it, and the
tests and scenarios that cover it.

Where citations are found:

* the engine: rule numbers written as string literals in ``manastack``'s source (``rule="603.3b"``);
* a test: the rule numbers in a test function's name (``test_702_174a_…`` is 702.174a) or docstring, and in a
  test file's name (``test_702_113_awaken.py`` is 702.113);
* a scenario: its ``rules:`` field and the rules its ``cited:`` expectations check.

The summaries are read in English, Spanish or Italian (``manastack rules --lang``): each English summary of
``rules_index.yaml`` is a gettext message of the ``manastack`` catalog, extracted by :func:`extract_summaries`
(``babel.cfg``, docs/translating.md).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import IO, Any

import yaml

from manastack.sentences.languages import language, translations

RULE_LITERAL = re.compile(r'"(\d{3}(?:\.\d+[a-z]?)?)"')
RULE_IN_TEXT = re.compile(r"(?<![\d.])(\d{3}\.\d{1,3}[a-z]?)\b")
RULE_IN_NAME = re.compile(r"(?<![a-z\d])(\d{3})_(\d{1,3}[a-z]?)(?![a-z\d])")
RULE_IN_FILE_NAME = re.compile(r"^test_(\d{3})(?:_(\d{1,3}[a-z]?))?(?![a-z\d])")

Citations = dict[str, list[str]]


@dataclass(frozen=True)
class RuleEntry:
    number: str
    summary: str                 # "" when the index has no summary of this rule yet
    modules: tuple[str, ...]
    tests: tuple[str, ...]
    scenarios: tuple[str, ...]


def summaries(lang: str = "en") -> dict[str, str]:
    """The curated summaries, by rule number, in ``lang`` (one the catalog lacks stays in English)."""
    text = (resources.files("manastack.judge") / "rules_index.yaml").read_text(encoding="utf-8")
    translate = translations(language(lang)).gettext
    return {number: translate(summary) for _, number, summary in _summary_lines(text)}


def extract_summaries(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                      options: dict[str, Any]) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel's extraction method for ``rules_index.yaml`` (named in ``babel.cfg``): each summary is a message,
    with the rule it summarises as the comment a translator reads (``#. rules index: CR 603.3b``)."""
    for line, number, summary in _summary_lines(fileobj.read().decode(options.get("encoding", "utf-8"))):
        yield line, None, summary, [f"rules index: CR {number}"]


def _summary_lines(text: str) -> Iterator[tuple[int, str, str]]:
    """(line, rule number, English summary) of each entry of ``rules_index.yaml``, every scalar read as written
    (707.10 stays "707.10")."""
    root = yaml.compose(text)
    if not isinstance(root, yaml.MappingNode):
        raise ValueError("rules_index.yaml must be a mapping of rule numbers to summaries")
    for key, value in root.value:
        yield key.start_mark.line + 1, str(key.value), str(value.value)


def cited_rules(package_root: Path | None = None) -> Citations:
    """Every rule number the engine's source cites as a literal, with the modules that cite it."""
    root = package_root or Path(str(resources.files("manastack")))
    found: Citations = {}
    for path in sorted(root.rglob("*.py")):
        module = "manastack." + ".".join(path.relative_to(root).with_suffix("").parts)
        _add(found, set(RULE_LITERAL.findall(path.read_text(encoding="utf-8"))), module)
    return found


def citations_in_tests(tests: Path) -> Citations:
    """Every rule a test names, with ``tests/…/test_x.py::test_name`` (or the file, for its file name)."""
    found: Citations = {}
    for path in sorted(tests.rglob("test_*.py")) if tests.is_dir() else ():
        where = path.relative_to(tests.parent).as_posix()
        _add(found, _rules_in_file_name(path.stem), where)
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_"):
                numbers = {".".join(m) for m in RULE_IN_NAME.findall(node.name)}
                numbers.update(RULE_IN_TEXT.findall(ast.get_docstring(node) or ""))
                _add(found, numbers, f"{where}::{node.name}")
    return found


def _rules_in_file_name(stem: str) -> set[str]:
    match = RULE_IN_FILE_NAME.match(stem)
    if match is None:
        return set()
    head, sub = match.groups()
    return {f"{head}.{sub}" if sub else head}


def citations_in_scenarios(scenarios: Path) -> Citations:
    """Every rule a scenario file names in ``rules:`` or checks with a ``cited:`` expectation."""
    found: Citations = {}
    for path in sorted(scenarios.rglob("*.yaml")) if scenarios.is_dir() else ():
        try:  # every scalar a string: 707.10 stays "707.10", not the float 707.1
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
        except yaml.YAMLError:
            continue   # not a scenario the judge can read: `manastack judge` reports it
        if isinstance(data, dict):
            numbers = set(_strings(data.get("rules"))) | set(_cited(data))
            _add(found, numbers, path.relative_to(scenarios.parent).as_posix())
    return found


def _cited(node: Any) -> Iterator[str]:
    """The rule numbers of every ``cited:`` expectation, wherever it sits (top level or between actions)."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _strings(value) if key == "cited" else _cited(value)
    elif isinstance(node, list):
        for item in node:
            yield from _cited(item)


def _strings(value: Any) -> Iterator[str]:
    items = value if isinstance(value, list) else [value] if isinstance(value, str) else []
    yield from (item.strip() for item in items if isinstance(item, str) and item.strip())


def _add(found: Citations, numbers: Iterable[str], where: str) -> None:
    for number in numbers:
        found.setdefault(number, []).append(where)


def index(repo_root: Path | None = None, lang: str = "en") -> list[RuleEntry]:
    """The whole index, its summaries in ``lang``; tests and scenarios are found in ``repo_root`` (default: the
    checkout, see :func:`checkout_root`)."""
    repo = repo_root or checkout_root()
    notes, engine = summaries(lang), cited_rules()
    tests, scenarios = citations_in_tests(repo / "tests"), citations_in_scenarios(repo / "scenarios")
    numbers = set(notes) | set(engine) | set(tests) | set(scenarios)
    return [RuleEntry(number, notes.get(number, ""), tuple(engine.get(number, ())), tuple(tests.get(number, ())),
                      tuple(scenarios.get(number, ()))) for number in sorted(numbers, key=_sort_key)]


def checkout_root() -> Path:
    """The current directory when it holds ``scenarios/``, else the checkout this package runs from (``src``
    layout), else the current directory."""
    here = Path.cwd()
    if (here / "scenarios").is_dir():
        return here
    package = Path(str(resources.files("manastack")))
    checkout = package.parent.parent
    return checkout if (checkout / "scenarios").is_dir() and package.parent.name == "src" else here


def matching(entries: list[RuleEntry], number: str) -> list[RuleEntry]:
    """The entries for ``number`` and its subrules: 608 gives 608.2b …, 702.174 gives 702.174a …"""
    def under(candidate: str) -> bool:
        rest = candidate[len(number):]
        return candidate.startswith(number) and (not rest or rest[0] == "." or ("." in number and rest.isalpha()))
    return [e for e in entries if under(e.number)]


def _sort_key(number: str) -> tuple[int, int, str]:
    head, _, tail = number.partition(".")
    digits = "".join(ch for ch in tail if ch.isdigit())
    letters = "".join(ch for ch in tail if ch.isalpha())
    return (int(head), int(digits or 0), letters)
