"""CR 105.2c, 202.3: "a colorless spell with mana value 7 or greater" (Sanctum of Ugin) — a colored spell of mana
value 7 doesn't fit, nor a colorless one of 6; a spell's X counts on the stack (202.3e: 0 elsewhere)."""

from __future__ import annotations

from helpers import cast, pool_with, position
from manastack.cards.parts import ObjectFilter
from manastack.rules.filters import matches
from manastack.types.enums import Zone

SEVEN = ObjectFilter(colorless=True, min_mana_value=7)


def _fits(card: str, lands: list[str], x: int | None = None) -> bool:
    cards = pool_with("X Golem: {cost: '{X}{X}', types: [Artifact, Creature], subtypes: [Golem], power: 1, "
                      "toughness: 1}")
    game = position(battlefield=(lands, []), hand=([card], []), cards=cards)
    spell = cast(game, card, choices=[x] if x is not None else [])
    obj = game.state.objects[spell]
    assert obj.zone is Zone.STACK
    return matches(game.state, obj, SEVEN, 0)


def test_105_2c_a_colorless_spell_of_mana_value_seven_or_greater_fits():
    """105.2c: Desolation Twin (colorless, 10) fits."""
    assert _fits("Desolation Twin", ["Mountain"] * 10)


def test_105_2c_a_colored_one_doesnt():
    """105.2c: Plated Crusher has mana value 7 but is green."""
    assert not _fits("Plated Crusher", ["Forest"] * 7)


def test_202_3e_x_counts_on_the_stack():
    """202.3e: {X}{X} with X 4 is mana value 8 on the stack; with X 3, 6."""
    assert _fits("X Golem", ["Mountain"] * 8, x=4)
    assert not _fits("X Golem", ["Mountain"] * 6, x=3)
