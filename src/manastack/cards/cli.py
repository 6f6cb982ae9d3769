"""``manastack cards diff`` and ``manastack cards list --set``: the card definitions beside the reference data.

``diff`` shows each card's rendered rules text beside the reference Oracle text, for a person to read, and
names the characteristics on which they disagree; ``list --set CODE`` shows how much of a reference set is
defined. The reference is read at run time (``manastack.cards.reference``); nothing of it is stored here.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from manastack.cards.reference import (
    REFERENCE_ENV,
    ReferenceCard,
    differences,
    reference_dir,
    reference_for,
    set_files,
)
from manastack.cards.schema import CardDef

__all__ = ["diff_command", "list_set"]


class _BadInput(click.ClickException):
    exit_code = 2


def _folder() -> Path:
    folder = reference_dir()
    if folder is None:
        raise _BadInput(f"no reference card data found: set {REFERENCE_ENV} to a folder holding cards.json "
                        "and sets/*.json (MTGJSON-shaped), or run from a checkout with shared/data beside it")
    return folder


def _set_cards(folder: Path, code: str) -> list[dict[str, Any]]:
    sets = set_files(folder)
    if code.upper() not in sets:
        raise _BadInput(f"no set {code!r} in the reference data; known sets: {', '.join(sorted(sets)) or 'none'}")
    return sets[code.upper()]


def _defined_in(cards: list[dict[str, Any]]) -> tuple[list[CardDef], list[str]]:
    """The set's cards that have a definition (in the set's order), and the names of those that do not."""
    from manastack.cards.pool import CardPool, UnknownCardError

    defined, missing = [], []
    for record in cards:
        try:
            defined.append(CardPool.builtin().find(record["name"]))
        except UnknownCardError:
            missing.append(record["name"])
    return defined, missing


# -- cards diff --------------------------------------------------------------------------------------------
@click.command("diff")
@click.argument("names", nargs=-1)
@click.option("--set", "set_code", help="Only the cards of this reference set (e.g. BLB, BFZ).")
@click.option("--json", "as_json", is_flag=True, help="Print each card's texts and differences as JSON.")
def diff_command(names: tuple[str, ...], set_code: str | None, as_json: bool) -> None:
    """Show each card's rules text beside the reference Oracle text (every card with a reference when no NAME
    is given; quote a NAME with spaces), with the characteristics on which they disagree."""
    folder = _folder()
    definitions = _named(names, folder) if names else _all_with_reference(folder)
    if set_code is not None:
        in_set = {record["name"] for record in _set_cards(folder, set_code)}
        outside = [d.name for d in definitions if d.name not in in_set]
        if names and outside:
            raise _BadInput(f"not in {set_code.upper()}: {', '.join(outside)}")
        definitions = [d for d in definitions if d.name in in_set]
    rows = [_diff_row(d, reference_for(d.name, folder)) for d in definitions]
    if as_json:
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    _print_diff(rows)


def _named(names: tuple[str, ...], folder: Path) -> list[CardDef]:
    """Each NAME's definition; unquoted words that together name one card are taken as that card."""
    from manastack.cards.pool import CardPool, UnknownCardError

    find = CardPool.builtin().find
    try:
        return [find(name) for name in names]
    except UnknownCardError as exc:
        if len(names) > 1:
            try:
                return [find(" ".join(names))]
            except UnknownCardError:
                pass
        if reference_for(exc.name, folder):
            raise _BadInput(f"{exc.name!r} is in the reference data but manastack does not define it") from None
        raise _BadInput(str(exc)) from None


def _all_with_reference(folder: Path) -> list[CardDef]:
    from manastack.cards.pool import CardPool

    return [d for d in sorted(CardPool.builtin().values(), key=lambda d: d.name.casefold())
            if reference_for(d.name, folder)]


def _diff_row(definition: CardDef, references: list[ReferenceCard]) -> dict[str, Any]:
    from manastack.cards.render import type_line

    reference = references[0] if references else None
    wrong: dict[str, dict[str, Any]] = {}
    for other in references:
        for field, (ours, theirs) in differences(definition, other).items():
            wrong.setdefault(field, {"manastack": ours, "reference": theirs, "sources": []})["sources"].append(
                other.source)
    return {
        "name": definition.name,
        "source": reference.source if reference else None,
        "type_line": type_line(definition),
        "reference_type_line": reference.record.get("type") if reference else None,
        "rules_text": _rendered(definition),
        "oracle_text": reference.text if reference else None,
        "differences": wrong,
    }


def _rendered(definition: CardDef) -> str:
    from manastack.cards.render import rules_text

    try:
        return rules_text(definition)
    except Exception as exc:  # one card the renderer cannot word must not hide the others
        return f"(rules text unavailable: {type(exc).__name__}: {exc})"


def _print_diff(rows: list[dict[str, Any]]) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    table = Table(title=f"{len(rows)} card{'s' if len(rows) != 1 else ''}: manastack's rules text and the "
                        "reference Oracle text", title_justify="left", show_lines=True)
    table.add_column("Card", no_wrap=True)
    table.add_column("manastack", ratio=1)
    table.add_column("Reference", ratio=1)
    for row in rows:
        ours = f"{row['type_line']}\n{row['rules_text']}".rstrip()
        theirs = (f"{row['reference_type_line'] or ''}\n{row['oracle_text']}".rstrip() if row["source"]
                  else "(not in the reference data)")
        label = Text(row["name"])
        if row["source"]:
            label.append(f"\n{row['source']}", style="dim")
        for field, values in row["differences"].items():
            label.append(f"\n≠ {field}: {_shown(values['manastack'])} / {_shown(values['reference'])}", style="red")
        table.add_row(label, Text(ours), Text(theirs))
    Console(highlight=False, soft_wrap=False).print(table)


def _shown(value: Any) -> str:
    if value is None:
        return "—"
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


# -- cards list --set --------------------------------------------------------------------------------------
def list_set(code: str, as_json: bool) -> None:
    """``cards list --set CODE``: the set's defined cards and the coverage, "N/266 defined"."""
    from manastack.cards.render import type_line

    folder = _folder()
    cards = _set_cards(folder, code)
    defined, missing = _defined_in(cards)
    code = code.upper()
    if as_json:
        records = [{"name": d.name, "cost": d.cost.render() if d.cost else None, "type_line": type_line(d)}
                   for d in defined]
        click.echo(json.dumps({"set": code, "defined": len(defined), "total": len(cards), "cards": records,
                               "missing": missing}, indent=2, ensure_ascii=False))
        return
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    table = Table(title=f"{code}: {len(defined)}/{len(cards)} defined", title_justify="left")
    for column in ("Name", "Cost", "Type"):
        table.add_column(column, no_wrap=column != "Type")
    for d in defined:
        table.add_row(Text(d.name), Text(d.cost.render() if d.cost else ""), Text(type_line(d)))
    Console(highlight=False, soft_wrap=False).print(table)
