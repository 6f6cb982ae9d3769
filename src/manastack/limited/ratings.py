"""Card ratings: how much a card is worth in a limited deck, on a 0–1 scale, by name.

Two sources. ``measured`` ratings are written by ``manastack ratings`` from simulated drafts (each card's
win rate in the decks that played it). Before anything is measured, ``baseline`` rates a card from its
definition alone — a body's size against its cost, keywords, removal — the naive drafter's view, which
measured ratings are compared against.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from manastack.cards.pool import CardPool
from manastack.cards.schema import Body, CardDef
from manastack.types.enums import CardType
from manastack.types.explained import Explained
from manastack.types.markers import N_

REMOVAL = frozenset({"damage", "destroy", "exile", "bounce", "fight", "counter", "tap"})
"""Verbs that deal with an opponent's creature or spell: what a limited deck needs besides bodies."""


class RatingsError(Explained, ValueError):
    """A ratings file that can't be read."""


@dataclass(frozen=True)
class Ratings(Mapping[str, float]):
    """Ratings by card name; ``source`` says where they come from (``baseline`` or a file)."""

    by_name: Mapping[str, float]
    source: str = "baseline"
    details: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, name: str) -> float:
        return self.by_name[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self.by_name)

    def __len__(self) -> int:
        return len(self.by_name)

    def of(self, name: str) -> float:
        """The card's rating; a card without one (not playable here) is worth nothing."""
        return self.by_name.get(name, 0.0)

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "ratings": dict(sorted(self.by_name.items())), **self.details}


def baseline(names: Iterable[str], pool: CardPool) -> Ratings:
    """Rate each defined card of ``names`` from its definition (cards the pool lacks are left out)."""
    return Ratings({name: rate_definition(pool[name]) for name in set(names) if name in pool})


def rate_definition(card: CardDef) -> float:
    """A card's worth judged from its definition: a creature by size for its cost plus its abilities; a
    spell by whether it removes something, draws or makes tokens. Clamped to 0–1."""
    if card.has_type(CardType.LAND):
        return 0.3 if card.abilities else 0.1
    value = 0.25 + 0.06 * len(card.keywords) + 0.05 * len(card.abilities)
    verbs = set(_verbs(card))
    if card.has_type(CardType.CREATURE) and card.power is not None and card.toughness is not None:
        value += 0.09 * (card.power + card.toughness) - 0.08 * card.mana_value
    if verbs & REMOVAL:
        value += 0.25
    if verbs & {"draw", "create_token", "create_token_copy"}:
        value += 0.1
    return round(min(1.0, max(0.0, value)), 3)


def _verbs(card: CardDef) -> Iterator[str]:
    bodies: list[Body] = [*([card.spell] if card.spell else []), *card.modes]
    bodies += [a for a in card.abilities if isinstance(a, Body)]
    for body in bodies:
        for effect in body.effects:
            yield str(getattr(effect, "do", ""))


def load(path: str | os.PathLike[str]) -> Ratings:
    """Ratings written by ``manastack ratings --json`` (or any ``{"ratings": {name: value}}`` file)."""
    source = os.fspath(path)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        values = {str(k): float(v) for k, v in data["ratings"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise RatingsError(N_("{path}: not a ratings file ({problem})"), path=source, problem=exc) from None
    return Ratings(values, source)
