"""A small seeded random generator kept in the game state (architecture §1: (seed, actions) replays a game).

SplitMix64: its whole state is one integer, so cloning and saving a game copies a number.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


class Rng:
    """Deterministic 64-bit generator; ``state`` is the only field."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        """The next 64-bit value (SplitMix64)."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        """CR 701.24: shuffle in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        return Rng(self.state)
