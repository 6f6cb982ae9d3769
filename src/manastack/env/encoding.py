"""Fixed-shape encodings for learning: observations as float vectors, legal actions as mask indices.

Observations are computed from ``Game.observation(seat)`` alone, so they can only show what that seat may see
(CR 400.2): other players' hands and every library appear as counts. Seats are listed from the viewer's point
of view (the viewer first, then the others in turn order), so a policy learned in one seat plays in any seat.

The vector is the concatenation of these segments (``ObservationLayout.segments`` gives each one's slice):

=============== ====================== ======================================================================
segment         shape                  contents
=============== ====================== ======================================================================
``game``        13 + 18 + 3            step (one-hot, CR 500.1), decision kind (one-hot), turn, viewer is
                                       active, the decision is the viewer's
``players``     seats × 12             life, poison, library size, hand size, graveyard size, lost, mana pool
                                       (W U B R G C, CR 106.4)
``hand``        vocabulary             the viewer's hand, as a count per card name
``graveyards``  seats × vocabulary     every graveyard, a count per card name
``exile``       seats × vocabulary     exiled cards by owner, a count per card name
``battlefield`` seats × 24 × 13        each seat's permanents (first 24): present, card, tapped, power,
                                       toughness, damage, +1/+1 counters, other counters, creature, land,
                                       token, face down, keywords
``stack``       10 × 4                 the stack, top last (first 10): present, card, controller is the viewer,
                                       owner is the viewer
=============== ====================== ======================================================================

A card is its 1-based index in the vocabulary (0: unknown or face down), divided by the vocabulary size.

Actions: index ``i`` is the ``i``-th action of ``Game.legal_actions()``, which lists every legal action in a
deterministic order (priority: pass first, then lands, spells and abilities in zone order; other decisions:
their options in order). The mask marks the first ``min(len(legal), max_actions)`` indices; legal actions past
``max_actions`` are not offered (``info["unoffered"]`` counts them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

import numpy as np

from manastack.cards.pool import CardPool
from manastack.sentences import option_text
from manastack.types.actions import Action, Choose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step

if TYPE_CHECKING:
    from manastack.game import Game

__all__ = ["ObservationLayout", "action_label", "action_mask", "vocabulary"]

STEPS = tuple(Step)
KINDS = tuple(DecisionKind)
PLAYER_FEATURES = 12
MAX_PERMANENTS = 24
PERMANENT_FEATURES = 13
MAX_STACK = 10
STACK_FEATURES = 4
LIMIT = 1000.0    # every feature is clipped to [-LIMIT, LIMIT] (the bounds of the observation space)


def vocabulary(extra: Iterable[str] = (), cards: CardPool | None = None) -> tuple[str, ...]:
    """Every card name of the game's card pool (default: the built-in cards; tokens included) and ``extra``
    names, sorted."""
    return tuple(sorted(set(cards if cards is not None else CardPool.builtin()) | set(extra)))


@dataclass(frozen=True)
class ObservationLayout:
    """Where each segment of the observation vector lives, for ``seats`` players and a card vocabulary."""

    seats: int
    cards: tuple[str, ...]

    @cached_property
    def index(self) -> dict[str, int]:
        """Each card name's position in the vocabulary."""
        return {name: i for i, name in enumerate(self.cards)}

    @cached_property
    def segments(self) -> dict[str, slice]:
        sizes = {
            "game": len(STEPS) + len(KINDS) + 3,
            "players": self.seats * PLAYER_FEATURES,
            "hand": len(self.cards),
            "graveyards": self.seats * len(self.cards),
            "exile": self.seats * len(self.cards),
            "battlefield": self.seats * MAX_PERMANENTS * PERMANENT_FEATURES,
            "stack": MAX_STACK * STACK_FEATURES,
        }
        out, start = {}, 0
        for name, size in sizes.items():
            out[name] = slice(start, start + size)
            start += size
        return out

    @property
    def size(self) -> int:
        return self.segments["stack"].stop

    def encode(self, observation: dict[str, Any]) -> np.ndarray:
        """The observation vector of one ``Game.observation(seat)`` dictionary."""
        index = self.index
        viewer = observation["viewer"]
        order = _seat_order(viewer, len(observation["players"]))
        seat_of = {pid: rank for rank, pid in enumerate(order)}
        vector = np.zeros(self.size, dtype=np.float32)
        parts = self.segments
        vector[parts["game"]] = self._game(observation, viewer)
        players = vector[parts["players"]].reshape(self.seats, PLAYER_FEATURES)
        hand = vector[parts["hand"]]
        graveyards = vector[parts["graveyards"]].reshape(self.seats, len(self.cards))
        exile = vector[parts["exile"]].reshape(self.seats, len(self.cards))
        for p in observation["players"]:
            rank = seat_of[p["id"]]
            players[rank] = _player(p)
            _count(graveyards[rank], index, (c["name"] for c in p["graveyard"]))
            if p["id"] == viewer and p["hand"] is not None:
                _count(hand, index, (c["name"] for c in p["hand"]))
        _count_by_owner(exile, index, seat_of, observation["exile"])
        self._battlefield(vector[parts["battlefield"]], observation["battlefield"], index, seat_of)
        self._stack(vector[parts["stack"]], observation["stack"], index, viewer)
        return np.clip(vector, -LIMIT, LIMIT, out=vector)

    def _game(self, observation: dict[str, Any], viewer: int) -> np.ndarray:
        out = np.zeros(len(STEPS) + len(KINDS) + 3, dtype=np.float32)
        out[STEPS.index(Step(observation["step"]))] = 1.0
        decision = observation["decision"]
        if decision is not None:
            out[len(STEPS) + KINDS.index(DecisionKind(decision["kind"]))] = 1.0
        out[-3] = observation["turn"]
        out[-2] = float(observation["active"] == viewer)
        out[-1] = float(decision is not None and decision["player"] == viewer)
        return out

    def _battlefield(self, segment: np.ndarray, permanents: list[dict[str, Any]], index: dict[str, int],
                     seat_of: dict[int, int]) -> None:
        table = segment.reshape(self.seats, MAX_PERMANENTS, PERMANENT_FEATURES)
        filled = [0] * self.seats
        for perm in permanents:
            rank = seat_of.get(perm["controller"], 0)
            if filled[rank] >= MAX_PERMANENTS:
                continue
            table[rank, filled[rank]] = self._permanent(perm, index)
            filled[rank] += 1

    def _permanent(self, perm: dict[str, Any], index: dict[str, int]) -> list[float]:
        counters = perm["counters"]
        plus = counters.get("+1/+1", 0)
        types = perm["types"]
        card = 0.0 if perm["face_down"] else self._card(perm["name"], index)
        return [1.0, card, float(perm["tapped"]), float(perm["power"] or 0), float(perm["toughness"] or 0),
                float(perm["damage"]), float(plus), float(sum(counters.values()) - plus),
                float("creature" in types), float("land" in types), float(perm["token"]),
                float(perm["face_down"]), float(len(perm["keywords"]))]

    def _stack(self, segment: np.ndarray, stack: list[dict[str, Any]], index: dict[str, int], viewer: int) -> None:
        table = segment.reshape(MAX_STACK, STACK_FEATURES)
        for row, item in zip(table, stack[-MAX_STACK:], strict=False):
            row[:] = [1.0, self._card(item["name"], index), float(item["controller"] == viewer),
                      float(item["owner"] == viewer)]

    def _card(self, name: str, index: dict[str, int]) -> float:
        return (index.get(name, -1) + 1) / len(self.cards)


def action_mask(legal: Sequence[object], max_actions: int) -> np.ndarray:
    """The mask of the offered actions: the first ``min(len(legal), max_actions)`` indices."""
    mask = np.zeros(max_actions, dtype=np.int8)
    mask[:min(len(legal), max_actions)] = 1
    return mask


def action_label(game: Game, action: Action) -> str:
    """A readable text for one action (the decision's own label for a choice)."""
    decision = game.decision
    if isinstance(action, Choose) and decision is not None:
        return option_text(decision, action.option)
    return str(action)


def _seat_order(viewer: int, seats: int) -> list[int]:
    return [(viewer + k) % seats for k in range(seats)]


def _player(p: dict[str, Any]) -> list[float]:
    return [float(p["life"]), float(p["poison"]), float(p["library"]), float(p["hand_count"]),
            float(len(p["graveyard"])), float(p["lost"]), *map(float, p["pool"])]


def _count(row: np.ndarray, index: dict[str, int], names: Iterable[str]) -> None:
    for name in names:
        i = index.get(name)
        if i is not None:
            row[i] += 1.0


def _count_by_owner(table: np.ndarray, index: dict[str, int], seat_of: dict[int, int],
                    cards: list[dict[str, Any]]) -> None:
    for card in cards:
        rank = seat_of.get(card["owner"])
        i = index.get(card["name"])
        if rank is not None and i is not None:
            table[rank, i] += 1.0
