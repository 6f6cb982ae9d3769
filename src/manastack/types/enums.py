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



STEP_ORDER: tuple[Step, ...] = tuple(Step)


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
