"""Closed sets of the game's vocabulary: zones, steps, card types, colors (CR 109, 110, 205, 400, 500)."""

from __future__ import annotations

from enum import Enum


class Zone(str, Enum):
    """CR 400.1: the zones of the game."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"

    @property
    def is_public(self) -> bool:
        """CR 400.2: library and hand are hidden zones; the others are public."""
        return self not in (Zone.LIBRARY, Zone.HAND)


class Step(str, Enum):
    """CR 500.1: the steps of a turn, in order (phases are groups of these)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGIN_COMBAT = "begin_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_COMBAT = "end_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main(self) -> bool:
        """CR 505: precombat and postcombat main phases."""
        return self in (Step.MAIN1, Step.MAIN2)

    @property
    def is_combat(self) -> bool:
        """CR 506.1: the steps of the combat phase."""
        return self in COMBAT_STEPS


STEP_ORDER: tuple[Step, ...] = tuple(Step)
COMBAT_STEPS = frozenset(
    {Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_COMBAT}
)


class CardType(str, Enum):
    """CR 300.1: card types."""

    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    KINDRED = "Kindred"
    LAND = "Land"
    PLANESWALKER = "Planeswalker"
    SORCERY = "Sorcery"


PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND,
     CardType.PLANESWALKER}
)


class Color(str, Enum):
    """CR 105.1: the five colors, with their mana symbols."""

    WHITE = "white"
    BLUE = "blue"
    BLACK = "black"
    RED = "red"
    GREEN = "green"

    @property
    def symbol(self) -> str:
        return COLOR_SYMBOLS[self]


COLOR_SYMBOLS = {Color.WHITE: "W", Color.BLUE: "U", Color.BLACK: "B", Color.RED: "R", Color.GREEN: "G"}
SYMBOL_COLORS = {v: k for k, v in COLOR_SYMBOLS.items()}
