"""CR 613.1b, 611.2a: "gain control of target creature if its power is less than or equal to X" — a layer-2 effect
lasting indefinitely, its condition read as the spell resolves (the Exert Influence rulings)."""

from __future__ import annotations

from helpers import ANA, BO, advance_to, cast, named, position, resolve
from manastack.types.enums import Step


def _exert(lands: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(lands, ["Serra Angel"]), hand=(["Exert Influence"], []))
    cast(game, "Exert Influence", named(game, "Serra Angel"))
    resolve(game)
    return game


def test_613_1b_power_within_the_colors_spent_changes_control():
    """613.1b: five colors spent, power 4: Ana controls Serra Angel, and still does next turn (611.2a)."""
    game = _exert(["Plains", "Island", "Swamp", "Mountain", "Forest"])
    angel = named(game, "Serra Angel")
    assert game.state.objects[angel].controller == ANA
    advance_to(game, Step.UPKEEP)
    assert game.state.objects[angel].controller == ANA


def test_608_2h_too_much_power_no_effect():
    """608.2h: three colors spent, power 4: nothing happens."""
    game = _exert(["Island", "Island", "Island", "Plains", "Swamp"])
    assert game.state.objects[named(game, "Serra Angel")].controller == BO
