"""Building a limited deck by hand: the pool's cards move between the deck and the sideboard, basic lands are
added in any number, and the deck is done when it is legal (CR 100.2b: at least forty cards, from the pool and
basic lands; CR 100.4: in limited, the rest of the pool is the sideboard).

The editor starts empty or from the automatic build (``deckbuilding.build``), so a player can take the AI's
deck and change a few cards. It holds no I/O: ``limited.terminal.TerminalDeckBuilder`` reads commands for it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from manastack.cards.pool import CardPool
from manastack.limited.deckbuilding import BASIC_OF, BASICS, DECK_SIZE, BuiltDeck, pips
from manastack.types.enums import CardType, Color
from manastack.types.explained import Explained
from manastack.types.markers import N_


class DeckEditError(Explained, ValueError):
    """A command the editor can't follow (a number outside the pool, a card that can't be moved)."""


@dataclass
class DeckEditor:
    """The pool (numbered from 1 in ``pool`` order), which of its cards are in the deck, and the basic lands."""

    pool: tuple[str, ...]
    cards: CardPool
    in_deck: set[int] = field(default_factory=set)      # indices into ``pool``
    basics: Counter[str] = field(default_factory=Counter)

    @classmethod
    def starting_from(cls, pool: tuple[str, ...], cards: CardPool, deck: BuiltDeck) -> DeckEditor:
        """An editor holding ``deck`` (built from ``pool``): its pool cards in the deck, its basics added."""
        editor = cls(pool, cards)
        wanted = Counter(n for n in deck.cards if n not in BASICS)
        for index, name in enumerate(pool):
            if wanted[name] > 0:
                wanted[name] -= 1
                editor.in_deck.add(index)
        editor.basics.update(n for n in deck.cards if n in BASICS)
        return editor

    def card(self, number: int) -> str:
        """The name of pool card ``number``."""
        return self.pool[self._index(number)]

    def add(self, number: int) -> None:
        """Put pool card ``number`` into the deck."""
        index = self._index(number)
        if self.pool[index] not in self.cards:
            raise DeckEditError(N_("{card} is not playable in the engine yet"), card=self.pool[index])
        self.in_deck.add(index)

    def remove(self, number: int) -> None:
        """Put pool card ``number`` back into the sideboard."""
        self.in_deck.discard(self._index(number))

    def set_basics(self, name: str, count: int) -> None:
        """CR 100.2b: any number of basic lands may be added; ``count`` of ``name`` (0 removes them)."""
        basic = next((b for b in BASICS if b.lower() == name.lower()), None)
        if basic is None:
            raise DeckEditError(N_("{name!r} is not a basic land ({basics})"), name=name, basics=tuple(sorted(BASICS)))
        if count < 0:
            raise DeckEditError(N_("a number of lands is 0 or more"))
        self.basics[basic] = count

    def clear(self) -> None:
        self.in_deck.clear()
        self.basics.clear()

    @property
    def deck(self) -> list[str]:
        return [self.pool[i] for i in sorted(self.in_deck)] + sorted(self.basics.elements())

    def problems(self) -> list[DeckEditError]:
        """Why the deck isn't legal yet (CR 100.2b), empty when it is."""
        size = len(self.deck)
        return [] if size >= DECK_SIZE else [
            DeckEditError(N_("the deck has {size} cards: a limited deck has at least {minimum}"), size=size,
                          minimum=DECK_SIZE)]

    def built(self) -> BuiltDeck:
        """The finished deck; its colors are the two the spells ask for most (CR 105.1), for the records."""
        if self.problems():
            raise self.problems()[0]
        spells = tuple(self.pool[i] for i in sorted(self.in_deck)
                       if not self.cards[self.pool[i]].has_type(CardType.LAND))
        lands = tuple(n for n in self.deck if n not in spells)
        sideboard = tuple(sorted(self.pool[i] for i in range(len(self.pool))
                                 if i not in self.in_deck and self.pool[i] in self.cards))
        unplayable = tuple(n for n in self.pool if n not in self.cards)
        return BuiltDeck(self._colors(spells), None, spells, lands, sideboard, unplayable)

    def _colors(self, spells: tuple[str, ...]) -> tuple[Color, ...]:
        counted: Counter[Color] = Counter()
        for name in spells:
            counted.update(pips(self.cards[name]))
        ranked = sorted(BASIC_OF, key=lambda c: (-counted[c], list(BASIC_OF).index(c)))
        return tuple(c for c in ranked[:2] if counted[c]) or (ranked[0],)

    def _index(self, number: int) -> int:
        if not 1 <= number <= len(self.pool):
            raise DeckEditError(N_("the pool has cards 1 to {last}"), last=len(self.pool))
        return number - 1
