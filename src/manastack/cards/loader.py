"""Load card definitions from YAML files, validating each against the schema (architecture §4, §6).

An error names the file, the card and the field, e.g.
``cards/data/core.yaml: card 'Shock': spell.effects.0.amount: Input should be a valid integer``.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import yaml
from pydantic import ValidationError

import manastack.rules.effects.registry  # noqa: F401 - binds the effect vocabulary into the schema
from manastack.cards.schema import CardDef

MAX_FILE_BYTES = 2 * 1024 * 1024


class CardFileError(ValueError):
    """A card file that cannot be read or a definition that does not fit the schema."""


def load_package_cards() -> Iterator[CardDef]:
    """Every definition shipped in ``manastack/cards/data/*.yaml``, in file-name order."""
    folder = resources.files("manastack.cards") / "data"
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".yaml"):
            yield from parse_card_file(entry.read_text(encoding="utf-8"), f"cards/data/{entry.name}")


def load_card_file(path: str | Path) -> list[CardDef]:
    """Read one user card file (bounded in size)."""
    path = Path(path)
    if path.stat().st_size > MAX_FILE_BYTES:
        raise CardFileError(f"{path}: card file is larger than {MAX_FILE_BYTES} bytes")
    return list(parse_card_file(path.read_text(encoding="utf-8"), str(path)))


def parse_card_file(text: str, source: str) -> Iterator[CardDef]:
    """Parse a YAML mapping ``name -> definition`` and validate every card."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise CardFileError(f"{source}: not valid YAML: {exc}") from None
    if not isinstance(data, dict):
        raise CardFileError(f"{source}: expected a mapping of card names to definitions")
    for name, body in data.items():
        if not isinstance(body, dict):
            raise CardFileError(f"{source}: card {name!r}: expected a mapping of fields")
        try:
            yield CardDef.model_validate({"name": name, **body})
        except ValidationError as exc:
            raise CardFileError(f"{source}: card {name!r}: {_first_error(exc)}") from None


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"] if not str(p).startswith(("function-", "tagged-union")))
    return f"{where}: {err['msg']}"
