"""CR 613: interaction of continuous effects — layers 6 and 7, counters, timestamps, and when effects end."""

from __future__ import annotations

from helpers import ANA, advance_to, cast, counters, grant, named, obj, position, pt, resolve
from manastack.rules.continuous import add_effect
from manastack.types.enums import Step, Zone


def effect(game, oid: int, layer: str, duration: str = "end_of_turn", **change: int) -> None:  # type: ignore[no-untyped-def]
    add_effect(game.state, oid, ANA, layer, (oid,), tuple(change.items()), duration)


def bears_and_growth(**kw):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Forest", "Forest", "Grizzly Bears"], []), hand=(["Giant Growth"] * 2, []), **kw)
    return game, named(game, "Grizzly Bears")


def test_613_4c_a_pump_modifies_power_and_toughness_in_layer_7c() -> None:
    """613.4c: effects that modify power and/or toughness (Giant Growth, +3/+3) apply in layer 7c."""
    game, bears = bears_and_growth()
    cast(game, "Giant Growth", bears)
    resolve(game)
    assert pt(game, bears) == (5, 5)


def test_613_4c_counters_and_pumps_add_up() -> None:
    """613.4c: +1/+1 counters and pumps both apply in layer 7c."""
    game, bears = bears_and_growth()
    counters(game, bears, "+1/+1", 2)
    cast(game, "Giant Growth", bears)
    resolve(game)
    assert pt(game, bears) == (7, 7)


def test_613_7_two_pumps_both_apply() -> None:
    """613.7: effects in the same layer apply in timestamp order; two Giant Growths give +6/+6."""
    game, bears = bears_and_growth()
    cast(game, "Giant Growth", bears)
    cast(game, "Giant Growth", bears)
    resolve(game)
    assert pt(game, bears) == (8, 8)


def test_613_4b_setting_base_power_applies_before_pumps_whatever_the_timestamps() -> None:
    """613.4b–c: an effect setting base power and toughness (7b) applies before modifications (7c), even if the
    pump is older."""
    game, bears = bears_and_growth()
    cast(game, "Giant Growth", bears)
    resolve(game)
    effect(game, bears, "7b", power=0, toughness=1)
    assert pt(game, bears) == (3, 4)


def test_613_4d_switching_applies_after_counters_and_pumps() -> None:
    """613.4d: effects that switch power and toughness apply after all other layer 7 effects and counters."""
    game, bears = bears_and_growth()
    effect(game, bears, "7d")
    counters(game, bears, "+1/+1", 1)
    effect(game, bears, "7c", power=2, toughness=0)
    assert pt(game, bears) == (3, 5)


def test_613_1f_an_effect_can_grant_an_ability_in_layer_6() -> None:
    """613.1f: ability-adding effects apply in layer 6."""
    game, bears = bears_and_growth()
    grant(game, bears, "Flying", duration="end_of_turn")
    assert "Flying" in game.characteristics(bears).keywords


def test_514_2_pumps_end_at_cleanup_but_counters_stay() -> None:
    """514.2, 122.1: "until end of turn" effects end in the cleanup step; counters remain."""
    game, bears = bears_and_growth()
    counters(game, bears, "+1/+1", 1)
    cast(game, "Giant Growth", bears)
    resolve(game)
    grant(game, bears, "Flying", duration="end_of_turn")
    assert pt(game, bears) == (6, 6)
    advance_to(game, Step.UPKEEP, turn=4)
    assert pt(game, bears) == (3, 3)
    assert "Flying" not in game.characteristics(bears).keywords


def test_611_2c_a_pump_affects_only_the_objects_it_named_when_it_resolved() -> None:
    """611.2c: the set of objects a resolved spell's continuous effect affects is locked in."""
    game = position(battlefield=(["Forest", "Forest", "Forest", "Grizzly Bears"], []),
                    hand=(["Giant Growth", "Grizzly Bears"], []))
    first = named(game, "Grizzly Bears", Zone.BATTLEFIELD)
    cast(game, "Giant Growth", first)
    resolve(game)
    cast(game, "Grizzly Bears")
    resolve(game)
    second = next(o for o in game.state.battlefield if obj(game, o).card == "Grizzly Bears" and o != first)
    assert pt(game, first) == (5, 5) and pt(game, second) == (2, 2)


def test_613_4c_minus_counters_lower_toughness_to_death() -> None:
    """613.4c, 704.5f: -1/-1 counters reduce toughness; at 0 the creature is put into its owner's graveyard."""
    game, bears = bears_and_growth()
    counters(game, bears, "-1/-1", 2)
    cast(game, "Giant Growth", bears)      # state-based actions are checked before Ana gets priority
    assert bears not in game.state.battlefield
