"""Replaying saved simulation records: ``replay_file(path) -> list[Game]`` (behind ``manastack replay FILE``).

A record file holds one or more games as JSON Lines (``manastack.game_records``), one game after another:
each game starts with its ``header`` line. A folder is read file by file (``*.jsonl``, in name order).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path

from manastack.game import Game
from manastack.game_records import iter_file, replay

__all__ = ["record_files", "replay_file", "split_games"]


def split_games(lines: Iterable[str]) -> Iterator[tuple[int, list[str]]]:
    """The records of the games in a stream of lines: (1-based line number of the header, lines)."""
    current: list[str] = []
    start = 1
    for number, line in enumerate(lines, 1):
        if _is_header(line) and current:
            yield start, current
            current, start = [], number
        if not current:
            start = number
        current.append(line)
    if any(line.strip() for line in current):
        yield start, current


def _is_header(line: str) -> bool:
    if '"header"' not in line[:64]:
        return False
    try:
        data = json.loads(line)
    except json.JSONDecodeError:
        return False
    return isinstance(data, dict) and data.get("type") == "header"


def record_files(path: str | os.PathLike[str]) -> list[Path]:
    """The record files at ``path``: the file itself, or a folder's ``*.jsonl`` files in name order."""
    target = Path(path)
    if target.is_dir():
        return sorted(target.glob("*.jsonl"))
    return [target]


def replay_file(path: str | os.PathLike[str]) -> list[Game]:
    """Every game recorded in a file (or a folder of files), rebuilt by replaying its actions.

    A malformed record raises ``CorruptSaveError`` naming the file and the line of the game's header.
    """
    games = []
    for file in record_files(path):
        for start, lines in split_games(iter_file(file)):
            games.append(replay(lines, str(file) if start == 1 else f"{file} (game from line {start})"))
    return games
