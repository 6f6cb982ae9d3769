"""The options every environment shares: which decks, which card pool, how long a game may run."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from manastack.game import Game

__all__ = ["DeckOption", "GameOptions"]

DeckOption = Sequence[str] | str | os.PathLike[str]   # card names, or a deck file (any format ``load_deck`` reads)


def default_decks() -> list[list[str]]:
    """The two bench decks built into the CLI (green stompy and red aggro)."""
    from manastack.bench.peer import expand_decklist
    from manastack.cli import DEMO_DECKS

    return [expand_decklist(lines) for lines in DEMO_DECKS.values()]


def _deck(option: DeckOption) -> list[str]:
    if isinstance(option, str | os.PathLike):
        from manastack.decks import load_deck

        return load_deck(option).card_names()
    return list(option)


@dataclass(frozen=True)
class GameOptions:
    """How each episode's game is set up: ``decks`` (one per seat: card names or a deck file; default the bench
    decks), ``cards`` (a card pool passed to ``Game.new(cards=...)`` as is; None: the built-in cards),
    ``max_steps`` (decisions before the episode is truncated) and ``auto_mana`` (see ``Game.new``)."""

    decks: Sequence[DeckOption] | None = None
    cards: Any = None
    max_steps: int = 3000
    auto_mana: bool = True
    record: bool = False
    deck_lists: list[list[str]] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        lists = default_decks() if self.decks is None else [_deck(d) for d in self.decks]
        if len(lists) < 2:
            raise ValueError("give at least two decks, one per seat")
        object.__setattr__(self, "deck_lists", lists)

    @property
    def seats(self) -> int:
        return len(self.deck_lists)

    def new_game(self, seed: int) -> Game:
        """A new game with these options (the card pool only when one is given)."""
        extra: dict[str, Any] = {} if self.cards is None else {"cards": self.cards}
        return Game.new([list(d) for d in self.deck_lists], seed=seed, record=self.record,
                        auto_mana=self.auto_mana, **extra)
