"""Load card definitions from YAML files, validating each against the schema (architecture §4, §6).

An error names the file and line, the card, the field and, for a misspelt word, the word meant, e.g.
``my.yaml:4: card 'Shock': spell.effects.0.to: unknown object reference 'targte'; did you mean 'target'?``.
Each card is validated once (``CardDef`` is built and frozen here); then every reference it makes is
resolved against what the card defines (``cards.references``).
"""

from __future__ import annotations

import re
import types
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Union, get_args, get_origin

import yaml
from pydantic import BaseModel, ValidationError

from manastack.cards.locate import compose, key_lines, line_of
from manastack.cards.references import UnresolvedReference, check_card
from manastack.cards.schema import CardDef
from manastack.cards.words import DID_YOU_MEAN, closest
from manastack.types.explained import Explained
from manastack.types.markers import N_

MAX_FILE_BYTES = 2 * 1024 * 1024
QUOTED = re.compile(r"'([^']*)'")


class CardFileError(Explained, ValueError):
    """A card file that cannot be read or a definition that does not fit the schema (facts: the file and line,
    ``where``, the card, the field and the problem)."""


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
        raise CardFileError(N_("{path}: card file is larger than {limit} bytes"), path=str(path), limit=MAX_FILE_BYTES)
    return list(parse_card_file(path.read_text(encoding="utf-8"), str(path)))


def parse_card_file(text: str, source: str) -> Iterator[CardDef]:
    """Parse a YAML mapping ``name -> definition`` and validate every card."""
    try:
        data, root = compose(text)
    except yaml.YAMLError as exc:
        raise CardFileError(N_("{path}: not valid YAML: {problem}"), path=source, problem=str(exc)) from None
    if not isinstance(data, dict):
        raise CardFileError(N_("{path}: expected a mapping of card names to definitions"), path=source)
    lines = key_lines(root)
    for name, body in data.items():
        where = f"{source}:{lines.get(str(name))}"
        if not isinstance(body, dict):
            raise CardFileError(N_("{where}: card {card!r}: expected a mapping of fields"), where=where, card=name)
        try:
            named = {"name": name, **body, "key": name} if "name" in body else {"name": name, **body}
            definition = CardDef.model_validate(named)
            check_card(definition)
        except ValidationError as exc:
            path, message = _explain(exc, body)
            raise _located(source, root, name, path, message) from None
        except UnresolvedReference as exc:
            raise _located(source, root, name, exc.path, exc) from None
        yield definition


def _located(source: str, root: yaml.Node | None, name: object, path: tuple[str | int, ...],
             problem: str | Explained) -> CardFileError:
    line = line_of(root, (str(name), *path))
    return CardFileError(N_("{where}: card {card!r}: {field}: {problem}"), where=f"{source}:{line}", card=name,
                         field=".".join(str(p) for p in path), problem=problem)


def _explain(exc: ValidationError, body: dict[str, Any]) -> tuple[tuple[str | int, ...], str | Explained]:
    """The first error as (path in the card file, message with a suggestion for a misspelt word). The schema's
    own message is pydantic's English, unless the check raised an ``Explained`` error (a mana cost's, or a
    ``CardRuleError`` of the card format's own checks)."""
    err = exc.errors()[0]
    path = _data_path(err["loc"], body)
    kind, ctx, value = err["type"], err.get("ctx") or {}, err.get("input")
    error = ctx.get("error")
    message: str | Explained = error if isinstance(error, Explained) else \
        str(err["msg"]).removeprefix("Value error, ")
    close = None
    if kind == "literal_error":
        close = closest(value, QUOTED.findall(str(ctx.get("expected", ""))))
    elif kind == "union_tag_invalid":
        close = closest(ctx.get("tag"), QUOTED.findall(str(ctx.get("expected_tags", ""))))
    elif kind == "extra_forbidden" and path:
        model = _model_at(path[:-1], body)
        if model is not None:
            close = closest(path[-1], [f.alias or a for a, f in model.model_fields.items()])
    return path, message if close is None else Explained(DID_YOU_MEAN, problem=message, close=close)


def _data_path(loc: tuple[str | int, ...], body: dict[str, Any]) -> tuple[str | int, ...]:
    """The error's location as keys and indexes of the card file: pydantic's union tags and validator
    names (``damage``, ``function-after[...]``) are steps that the data does not have."""
    path: list[str | int] = []
    node: Any = body
    for i, step in enumerate(loc):
        if _has(node, step):
            node = node[step]
        elif i == len(loc) - 1 and isinstance(node, dict) and isinstance(step, str) and step not in (
                node.get("do"), node.get("kind")):
            pass    # a missing or unknown field: name it
        else:
            continue
        path.append(step)
    return tuple(path)


def _has(node: Any, step: str | int) -> bool:
    if isinstance(node, dict):
        return step in node
    return isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node)


def _model_at(path: tuple[str | int, ...], body: dict[str, Any]) -> type[BaseModel] | None:
    """The schema model that validates the mapping at ``path`` (to suggest its field names)."""
    annotation: Any = CardDef
    node: Any = body
    for step in path:
        if isinstance(step, int):
            annotation, node = _element(annotation), node[step]
            continue
        model = _as_model(annotation, node)
        field = next((f for a, f in (model.model_fields.items() if model else ()) if (f.alias or a) == step), None)
        if field is None:
            return None
        annotation, node = field.annotation, node[step]
    return _as_model(annotation, node)


def _unwrapped(annotation: Any) -> list[Any]:
    if get_origin(annotation) is Annotated:
        return _unwrapped(get_args(annotation)[0])
    if get_origin(annotation) in (Union, types.UnionType):
        return [t for a in get_args(annotation) for t in _unwrapped(a)]
    return [annotation]


def _element(annotation: Any) -> Any:
    tuples = [a for a in _unwrapped(annotation) if get_origin(a) is tuple]
    return get_args(tuples[0])[0] if tuples else None


def _as_model(annotation: Any, node: Any) -> type[BaseModel] | None:
    models = [a for a in _unwrapped(annotation) if isinstance(a, type) and issubclass(a, BaseModel)]
    tag = next((node[k] for k in ("do", "kind") if isinstance(node, dict) and k in node), None)
    for model in models:
        for key in ("do", "kind"):
            field = model.model_fields.get(key)
            if field is not None and tag in get_args(field.annotation):
                return model
    return models[0] if models else None
