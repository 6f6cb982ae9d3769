"""Peer benchmark: random play on the phase.rs engine via its Python bindings.

The peer is the PyPI package ``phase-python`` (import name ``phase``; install with
``pip install manastack[peer]`` or ``pip install phase-python``). It is imported lazily, so
``manastack`` itself imports fine without it; use :func:`peer_available` to check.

phase-python API used here (version 0.103):

* ``phase.Engine.from_path(card_data)`` loads a ``card-data.json`` export (done once per call of
  :func:`run_peer_games`, outside the timed region).
* ``engine.new_game(player=[names], opponent=[names], seed=..., first_player=0)`` starts a
  two-player game; ``player`` is seat 0, ``opponent`` seat 1. Decks are flat lists of card names.
* ``game.waiting_for()`` returns the current prompt as a dict ``{"type": ..., "data": {...}}``.
  Most prompts (``Priority``, ``DeclareAttackers``, ``DeclareBlockers``, ``TargetSelection``, ...)
  name the acting seat in ``data["player"]``. The opening ``MulliganDecision`` prompt is
  simultaneous instead: ``data["pending"]`` lists one entry per seat still deciding, and
  ``game.actions()`` then returns the *merged* legal actions of all pending seats (untagged).
  ``GameOver`` has ``data["winner"]`` (a seat, or ``None`` for a draw) and no legal actions.
* ``game.actions()`` lists legal ``GameAction`` objects; ``game.apply(seat, action)`` applies one
  and raises ``ValueError`` (leaving the state unchanged) if ``seat`` may not take it.
* ``game.turn`` is the current turn number (counted over both players).

Random policy: at each decision one action is chosen uniformly from ``game.actions()``. When a
prompt names several seats (simultaneous mulligans) the chosen action is applied for the first
named seat that the engine accepts it for; a rejected try does not count as a decision.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = [
    "CARD_DATA_RELPATH",
    "MAX_ACTIONS_PER_GAME",
    "PeerResult",
    "expand_decklist",
    "find_card_data",
    "peer_available",
    "read_decklist",
    "run_peer_games",
]

#: Where the peer's card data lives relative to the folder holding the repository checkout.
CARD_DATA_RELPATH = Path("shared") / "peers" / "phase-card-data.json"

#: Safety cap on actions applied in one game. A game that reaches it is stopped and still counted
#: as finished (in ``games``, ``decisions``, ``turns`` and ``seconds``), so that a random policy
#: stuck in a loop cannot hang the benchmark.
MAX_ACTIONS_PER_GAME = 5_000

_U64 = 2**64

_COUNT_LINE = re.compile(r"^\s*(\d+)x?\s+(\S.*?)\s*$")


@dataclass(frozen=True)
class PeerResult:
    """Totals of a peer benchmark run.

    Attributes:
        games: Games played (games stopped by the action cap included).
        decisions: Actions applied over all games (rejected seat tries are not counted).
        seconds: Wall-clock time spent creating and playing the games, excluding card-data loading.
        turns: Sum over games of the engine's turn number when the game ended.
    """

    games: int
    decisions: int
    seconds: float
    turns: int

    @property
    def decisions_per_second(self) -> float:
        """Decisions applied per second of play (0 if no time was measured)."""
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    @property
    def games_per_second(self) -> float:
        """Games played per second of play (0 if no time was measured)."""
        return self.games / self.seconds if self.seconds > 0 else 0.0


def peer_available() -> bool:
    """Return whether phase-python (import name ``phase``) can be imported."""
    try:
        import phase  # noqa: F401
    except ImportError:
        return False
    return True


def find_card_data(start: Path | None = None) -> Path | None:
    """Find the peer card data by walking up from ``start`` (default: the current directory).

    At each ancestor ``d`` (``start`` included) ``d / "shared/peers/phase-card-data.json"`` is
    tried, so a checkout at ``X/main`` with ``X/shared/`` beside it finds ``X/shared/...``.

    Returns:
        The first existing file, or ``None`` if there is none.
    """
    here = (start if start is not None else Path.cwd()).resolve()
    for folder in (here, *here.parents):
        candidate = folder / CARD_DATA_RELPATH
        if candidate.is_file():
            return candidate
    return None


def expand_decklist(entries: Iterable[str]) -> list[str]:
    """Expand decklist entries into a flat list of card names.

    Entries of the form ``"24 Forest"`` (or ``"24x Forest"``) are expanded to 24 names; any other
    non-blank entry is taken as one card name. Blank entries and ``#`` comments are skipped.
    """
    names: list[str] = []
    for raw in entries:
        entry = raw.strip()
        if not entry or entry.startswith("#"):
            continue
        match = _COUNT_LINE.match(entry)
        if match:
            names.extend([match.group(2)] * int(match.group(1)))
        else:
            names.append(entry)
    return names


def read_decklist(path: Path) -> list[str]:
    """Read a decklist file (lines like ``24 Forest``) as a flat list of card names."""
    return expand_decklist(path.read_text(encoding="utf-8").splitlines())


def _prompt_seats(prompt: dict[str, Any]) -> list[int]:
    """Seats a ``waiting_for`` prompt asks to act, in the engine's order."""
    data = prompt.get("data")
    if not isinstance(data, dict):
        return []
    if isinstance(data.get("player"), int):
        return [data["player"]]
    pending = data.get("pending")
    if isinstance(pending, list):
        return [entry["player"] for entry in pending if isinstance(entry, dict) and "player" in entry]
    return []


def _play_one_game(game: Any, rng: random.Random, max_actions: int) -> int:
    """Play ``game`` with uniformly random legal actions; return the number of actions applied.

    Stops at game over, when no action is legal, or after ``max_actions`` actions.
    """
    decisions = 0
    while decisions < max_actions:
        prompt = game.waiting_for()
        if prompt.get("type") == "GameOver":
            break
        actions = game.actions()
        if not actions:
            # Not expected outside GameOver; end the game rather than spin.
            break
        action = rng.choice(actions)
        seats = _prompt_seats(prompt) or [game.priority_player()]
        for index, seat in enumerate(seats):
            try:
                game.apply(seat, action)
            except ValueError:
                if index == len(seats) - 1:
                    raise
                continue
            break
        decisions += 1
    return decisions


def run_peer_games(
    deck_a: Sequence[str],
    deck_b: Sequence[str],
    games: int,
    seed: int,
    card_data: Path | None = None,
    *,
    max_actions: int = MAX_ACTIONS_PER_GAME,
) -> PeerResult:
    """Play ``games`` random-vs-random games on the phase.rs engine and time them.

    Game ``i`` uses ``random.Random(seed + i)`` for action choices and ``seed + i`` (modulo 2**64)
    as the engine's own seed (library shuffles). Seats swap every other game: in even games
    ``deck_a`` is seat 0 and goes first, in odd games ``deck_b`` is. A game reaching
    ``max_actions`` actions is stopped and counted as finished.

    Args:
        deck_a: First deck, as card names or decklist lines such as ``"24 Forest"``.
        deck_b: Second deck, same format.
        games: Number of games to play.
        seed: Base seed.
        card_data: phase ``card-data.json``; default: :func:`find_card_data` from the current
            directory.
        max_actions: Per-game safety cap on applied actions.

    Returns:
        Totals; ``seconds`` covers game creation and play, not the one-off card-data load.

    Raises:
        ImportError: phase-python is not installed.
        FileNotFoundError: the card data cannot be found.
    """
    from phase import Engine  # lazy: phase-python is an optional dependency

    if card_data is None:
        card_data = find_card_data()
        if card_data is None:
            raise FileNotFoundError(f"phase card data not found: no {CARD_DATA_RELPATH} above {Path.cwd()}")
    if not Path(card_data).is_file():
        raise FileNotFoundError(f"phase card data not found: {card_data}")

    engine = Engine.from_path(str(card_data))
    names_a = expand_decklist(deck_a)
    names_b = expand_decklist(deck_b)

    decisions = 0
    turns = 0
    seconds = 0.0
    for i in range(games):
        first, second = (names_a, names_b) if i % 2 == 0 else (names_b, names_a)
        rng = random.Random(seed + i)
        start = time.perf_counter()
        engine_seed = (seed + i) % _U64  # the engine takes an unsigned 64-bit seed
        game = engine.new_game(player=first, opponent=second, seed=engine_seed, first_player=0)
        decisions += _play_one_game(game, rng, max_actions)
        seconds += time.perf_counter() - start
        turns += int(game.turn)
    return PeerResult(games=games, decisions=decisions, seconds=seconds, turns=turns)
