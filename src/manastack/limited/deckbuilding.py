"""Building a 40-card limited deck from a pool: two colors, a curve, seventeen lands, perhaps a splash.

The builder works only with cards the engine defines (a card it can't play stays out of the deck). For
each pair of colors it takes the best-rated cards castable with those colors, keeps a creature count and
a curve (few six-drops), splashes at most two strong cards with a single pip of a third color, and fills
the rest with basic lands split by the colored pips of the spells. Any pool builds a legal deck: if the
colors offer too few playables, more basic lands make up the forty.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from manastack.cards.parts import ManaAbilitySpec
from manastack.cards.pool import CardPool
from manastack.cards.schema import CardDef
from manastack.limited.ratings import Ratings
from manastack.types.enums import COLOR_SYMBOLS, SYMBOL_COLORS, CardType, Color

DECK_SIZE = 40
SPELLS = 23                  # 23 spells and 17 lands: the usual limited deck
CREATURES = 15               # aim for about this many creatures among the spells
TOP_HEAVY = 6                # mana value at which a card counts as expensive …
MAX_TOP_HEAVY = 3            # … and how many of those the deck keeps
MAX_SPLASH = 2
SPLASH_MARGIN = 0.15       # a splashed card must beat the deck's worst spell by this much
MAX_NONBASIC = 3           # on-color nonbasic lands among the seventeen
SPLASH_LANDS = 3             # basics of the splash color among the seventeen
BASIC_OF: dict[Color, str] = {Color.WHITE: "Plains", Color.BLUE: "Island", Color.BLACK: "Swamp",
                              Color.RED: "Mountain", Color.GREEN: "Forest"}
BASICS = frozenset(BASIC_OF.values())


@dataclass(frozen=True)
class BuiltDeck:
    """A built deck: its colors (and splash), the spells, the lands, and what of the pool stayed out."""

    colors: tuple[Color, ...]
    splash: Color | None
    spells: tuple[str, ...]
    lands: tuple[str, ...]
    sideboard: tuple[str, ...]
    unplayable: tuple[str, ...]

    @property
    def archetype(self) -> str:
        """The deck's two colors as mana letters ("WU"): how results are grouped by archetype."""
        return "".join(COLOR_SYMBOLS[c] for c in self.colors)

    @property
    def cards(self) -> list[str]:
        return [*self.spells, *self.lands]

    def text(self, name: str) -> str:
        """The deck in the plain deck-list format (``4 Name`` lines, a sideboard section)."""
        splash = f" splashing {COLOR_SYMBOLS[self.splash]}" if self.splash else ""
        colors = self.archetype + splash
        lines = [f"# {name}: {colors}", *_counted(self.spells), *_counted(self.lands)]
        if self.unplayable:
            lines += ["", "# Not yet playable in the engine, left out: " + ", ".join(sorted(set(self.unplayable)))]
        if self.sideboard:
            lines += ["", "Sideboard", *_counted(self.sideboard)]
        return "\n".join(lines) + "\n"


def build(pool_cards: Sequence[str], cards: CardPool, ratings: Ratings,
          colors: tuple[Color, Color] | None = None) -> BuiltDeck:
    """The best deck the builder finds in the pool (cards the engine lacks are left out and listed), in the
    given two colors or in the best pair."""
    playable = [n for n in pool_cards if n in cards and n not in BASICS]
    unplayable = tuple(n for n in pool_cards if n not in cards)
    pairs = [colors] if colors else list(itertools.combinations(BASIC_OF, 2))
    options = [_build_in(pair, playable, cards, ratings) for pair in pairs]
    best = max(options, key=lambda deck: (_score(deck, ratings), deck.colors))
    return BuiltDeck(best.colors, best.splash, best.spells, best.lands, best.sideboard, unplayable)


def _score(deck: BuiltDeck, ratings: Ratings) -> float:
    return sum(ratings.of(name) for name in deck.spells)


def _build_in(pair: tuple[Color, Color], playable: list[str], cards: CardPool, ratings: Ratings) -> BuiltDeck:
    ranked = sorted(playable, key=lambda n: (-ratings.of(n), n))
    spells_in = [n for n in ranked if not cards[n].has_type(CardType.LAND)]
    spells = _pick([n for n in spells_in if _castable(cards[n], set(pair))], cards)
    splash, splashed = _splash(pair, spells_in, spells, cards, ratings)
    spells = [*spells[: SPELLS - len(splashed)], *splashed]
    colors = {*pair, *([splash] if splash else [])}
    lands = [n for n in ranked if cards[n].has_type(CardType.LAND) and _produces(cards[n]) & colors][:MAX_NONBASIC]
    lands += _basics(spells, pair, splash, cards, DECK_SIZE - len(spells) - len(lands))
    rest = Counter(playable)
    rest.subtract([*spells, *lands])
    return BuiltDeck(pair, splash, tuple(spells), tuple(lands), tuple(sorted(rest.elements())), ())


def _pick(ranked: list[str], cards: CardPool) -> list[str]:
    """The spells, best first: the best creatures up to the creature count and the best other spells for the
    rest (either filling in where the other runs short), keeping the top of the curve short."""
    creatures = [n for n in ranked if cards[n].has_type(CardType.CREATURE)]
    others = [n for n in ranked if not cards[n].has_type(CardType.CREATURE)]
    chosen = creatures[:CREATURES] + others[:SPELLS - CREATURES]
    bench = sorted(creatures[CREATURES:] + others[SPELLS - CREATURES:], key=ranked.index)
    missing = SPELLS - len(chosen)
    chosen, bench = chosen + bench[:missing], bench[missing:]
    expensive = [n for n in chosen if cards[n].mana_value >= TOP_HEAVY]
    for name in expensive[MAX_TOP_HEAVY:][::-1]:
        cheaper = next((b for b in bench if cards[b].mana_value < TOP_HEAVY), None)
        if cheaper is None:
            break
        chosen.remove(name)
        bench.remove(cheaper)
        chosen.append(cheaper)
    return sorted(chosen, key=ranked.index)


def _splash(pair: tuple[Color, Color], ranked: list[str], spells: list[str], cards: CardPool,
            ratings: Ratings) -> tuple[Color | None, list[str]]:
    """At most two off-color cards clearly better than the deck's worst, each with one pip of the same
    third color: the splash color and those cards (none if nothing is worth it)."""
    floor = min((ratings.of(n) for n in spells), default=0.0) + SPLASH_MARGIN if len(spells) >= SPELLS else 0.0
    best: tuple[float, Color | None, list[str]] = (0.0, None, [])
    for third in (c for c in BASIC_OF if c not in pair):
        worth = [n for n in ranked if n not in spells and ratings.of(n) > floor
                 and _castable(cards[n], {*pair, third}) and pips(cards[n]).get(third, 0) == 1][:MAX_SPLASH]
        gain = sum(ratings.of(n) for n in worth)
        if worth and gain > best[0]:
            best = (gain, third, worth)
    return best[1], best[2]


def _basics(spells: list[str], pair: tuple[Color, Color], splash: Color | None, cards: CardPool,
            count: int) -> list[str]:
    """``count`` basic lands: a few of the splash color, the rest split between the pair by colored pips."""
    lands = [BASIC_OF[splash]] * min(SPLASH_LANDS, count) if splash else []
    asked = Counter[Color]()
    for name in spells:
        asked.update({c: n for c, n in pips(cards[name]).items() if c in pair})
    first, second = pair
    total = asked[first] + asked[second]
    share = round((count - len(lands)) * (asked[first] / total if total else 0.5))
    lands += [BASIC_OF[first]] * share
    lands += [BASIC_OF[second]] * (count - len(lands))
    return lands


def pips(card: CardDef) -> Counter[Color]:
    """The colored mana symbols of the card's cost, by color (hybrid symbols aside)."""
    return Counter(SYMBOL_COLORS[c] for c in card.cost.colored) if card.cost else Counter()


def _castable(card: CardDef, colors: set[Color]) -> bool:
    """Can lands of ``colors`` pay the card's colored symbols (a hybrid one with either half)?"""
    hybrid = card.cost.hybrid if card.cost else ()
    return set(pips(card)) <= colors and all(any(SYMBOL_COLORS[c] in colors for c in h) for h in hybrid)


def _produces(land: CardDef) -> set[Color]:
    """The colors of mana a land's mana abilities add (``any``, or a color chosen as it enters: every color)."""
    letters = "".join("WUBRG" if a.add in ("any", "chosen") else a.add
                      for a in land.abilities if isinstance(a, ManaAbilitySpec))
    return {c for c, letter in COLOR_SYMBOLS.items() if letter in letters}


def _counted(names: Iterable[str]) -> list[str]:
    counts = Counter(names)
    return [f"{n} {name}" for name, n in sorted(counts.items())]
