"""Where a field of a card file is written: a path of keys and indexes mapped to its line.

The loader composes the YAML document once (keeping each node's mark) and constructs the data from
those nodes, so errors can point at a line without parsing the file twice.
"""

from __future__ import annotations

from typing import Any

import yaml

try:  # the C parser when PyYAML has it: loading a thousand cards stays well under a second
    _Loader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML built without libyaml
    _Loader = yaml.SafeLoader


def compose(text: str) -> tuple[Any, yaml.Node | None]:
    """The document's data and its root node (``yaml.YAMLError`` if it is not YAML)."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        return (loader.construct_document(node) if node is not None else None), node
    finally:
        loader.dispose()


def line_of(node: yaml.Node | None, path: tuple[str | int, ...]) -> int | None:
    """The 1-based line of the deepest node ``path`` reaches (a missing key: the line of its mapping)."""
    if node is None:
        return None
    for step in path:
        child = _child(node, step)
        if child is None:
            break
        node = child
    return node.start_mark.line + 1


def key_lines(node: yaml.Node | None) -> dict[str, int]:
    """The line of each top-level key (each card's name)."""
    if not isinstance(node, yaml.MappingNode):
        return {}
    return {str(k.value): int(k.start_mark.line) + 1 for k, _ in node.value}


def _child(node: yaml.Node, step: str | int) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == str(step):
                return value
    elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and 0 <= step < len(node.value):
        return node.value[step]
    return None
