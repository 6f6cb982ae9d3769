"""The project's rules index (``manastack rules``): every CR rule the engine cites, a one-line summary in the
project's own words, the modules that implement it, and the tests and scenarios that cover it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import yaml

RULE_LITERAL = re.compile(r'"(\d{3}(?:\.\d+[a-z]?)?)"')


@dataclass(frozen=True)
class RuleEntry:
    number: str
    summary: str
    modules: tuple[str, ...]
    tests: tuple[str, ...]
    scenarios: tuple[str, ...]


def summaries() -> dict[str, str]:
    """The curated summaries, by rule number."""
    text = (resources.files("manastack.judge") / "rules_index.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    return {str(k): str(v) for k, v in data.items()}


def cited_rules(package_root: Path | None = None) -> dict[str, list[str]]:
    """Every rule number the engine's source cites as a literal, with the modules that cite it."""
    root = package_root or Path(str(resources.files("manastack")))
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        module = "manastack." + ".".join(path.relative_to(root).with_suffix("").parts)
        for number in set(RULE_LITERAL.findall(path.read_text(encoding="utf-8"))):
            found.setdefault(number, []).append(module)
    return found


def _covering(folder: Path, pattern: str, number: str) -> tuple[str, ...]:
    if not folder.is_dir():
        return ()
    key = number.replace(".", "_")
    hits = []
    for path in sorted(folder.rglob(pattern)):
        text = path.read_text(encoding="utf-8")
        if key in text or number in text:
            hits.append(str(path.relative_to(folder.parent)))
    return tuple(hits)


def index(repo_root: Path | None = None) -> list[RuleEntry]:
    """The whole index; tests and scenarios are found when run from a checkout."""
    repo = repo_root or Path.cwd()
    cited = cited_rules()
    entries = []
    for number, summary in sorted(summaries().items(), key=lambda kv: _sort_key(kv[0])):
        entries.append(RuleEntry(number, summary, tuple(cited.get(number, ())),
                                 _covering(repo / "tests", "test_*.py", number),
                                 _covering(repo / "scenarios", "*.yaml", number)))
    return entries


def _sort_key(number: str) -> tuple[int, ...]:
    head, _, tail = number.partition(".")
    digits = "".join(ch for ch in tail if ch.isdigit())
    letters = "".join(ch for ch in tail if ch.isalpha())
    return (int(head), int(digits or 0), sum(ord(c) for c in letters))


def matching(entries: list[RuleEntry], number: str) -> list[RuleEntry]:
    """The entries for rule ``number`` and its subrules (608 gives 608.2b …; 702.19 gives 702.19b …)."""
    return [e for e in entries if e.number == number or e.number.startswith(number + ".")
            or (e.number.startswith(number) and e.number[len(number):].isalpha())]
