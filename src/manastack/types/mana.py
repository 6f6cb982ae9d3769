"""Mana costs and mana (CR 106, 107.4, 202).

A cost is parsed once, when a card definition is loaded; the engine only reads the parsed form.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from manastack.types.enums import SYMBOL_COLORS, Color
from manastack.types.explained import Explained
from manastack.types.markers import N_

MANA_TYPES = ("W", "U", "B", "R", "G", "C")


class ManaCostError(Explained, ValueError):
    """A mana cost string that is not a sequence of mana symbols."""


@dataclass(frozen=True)
class ManaCost:
    """CR 107.4: a mana cost as generic, colored, colorless, hybrid and X symbols.

    >>> ManaCost.parse("{2}{G}{G}").mana_value
    4
    """

    generic: int = 0
    colored: tuple[str, ...] = ()          # one letter per colored symbol: "G", "G"
    colorless: int = 0                     # {C}: must be paid with colorless mana (CR 107.4c)
    hybrid: tuple[tuple[str, ...], ...] = ()   # each a choice of letters, "W/U" -> ("W", "U")
    x_count: int = 0                       # number of {X} symbols (CR 107.3)
    text: str = field(default="", compare=False)

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Read a cost written as braced symbols, e.g. ``{X}{1}{W/U}{R}``."""
        if text in ("", None):
            return cls(text="")
        symbols = _split_symbols(text)
        generic = colorless = x_count = 0
        colored: list[str] = []
        hybrid: list[tuple[str, ...]] = []
        for sym in symbols:
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x_count += 1
            elif sym == "C":
                colorless += 1
            elif sym in SYMBOL_COLORS:
                colored.append(sym)
            elif "/" in sym and all(part in SYMBOL_COLORS for part in sym.split("/")):
                hybrid.append(tuple(sym.split("/")))
            else:
                raise ManaCostError(N_("unknown mana symbol {symbol} in {text!r}"), symbol=f"{{{sym}}}", text=text)
        return cls(generic, tuple(colored), colorless, tuple(hybrid), x_count, text)

    @cached_property
    def mana_value(self) -> int:
        """CR 202.3: the total amount of mana in the cost; X counts as 0 outside the stack (worked out once: the
        legal actions ask it of every card in hand and every mana ability, again and again)."""
        return self.generic + len(self.colored) + self.colorless + len(self.hybrid)

    @property
    def colors(self) -> frozenset[Color]:
        """CR 202.2: an object's colors are the colors of the mana symbols in its cost."""
        letters = set(self.colored) | {c for h in self.hybrid for c in h}
        return frozenset(SYMBOL_COLORS[c] for c in letters)

    def with_x(self, x: int) -> ManaCost:
        """CR 107.3a: the cost with X replaced by its chosen value."""
        return ManaCost(self.generic + x * self.x_count, self.colored, self.colorless, self.hybrid, 0, self.text)

    def plus(self, other: ManaCost) -> ManaCost:
        """CR 601.2f: total cost = base cost plus additional costs."""
        return ManaCost(
            self.generic + other.generic, self.colored + other.colored, self.colorless + other.colorless,
            self.hybrid + other.hybrid, self.x_count + other.x_count, self.text + other.text,
        )

    def __str__(self) -> str:
        return self.text or "{0}"

    def render(self) -> str:
        """The cost written back as symbols, in the usual order."""
        parts = ["{X}"] * self.x_count
        if self.generic or not (self.colored or self.colorless or self.hybrid or self.x_count):
            parts.append(f"{{{self.generic}}}")
        parts += ["{C}"] * self.colorless
        parts += ["{" + "/".join(h) + "}" for h in self.hybrid]
        parts += [f"{{{c}}}" for c in self.colored]
        return "".join(parts)


def _split_symbols(text: str) -> list[str]:
    symbols: list[str] = []
    rest = text.strip()
    while rest:
        if not rest.startswith("{") or "}" not in rest:
            raise ManaCostError(N_("mana cost {text!r} must be written as braced symbols like {example}"), text=text,
                                example="{2}{G}")
        end = rest.index("}")
        symbols.append(rest[1:end].upper())
        rest = rest[end + 1:].strip()
    return symbols


FREE = ManaCost()
