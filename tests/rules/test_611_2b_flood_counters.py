"""Eluge, the Shoreless Sea: a land with a flood counter is an Island "for as long as it has a flood counter on it"
(CR 611.2b, 613.1d) with an Island's mana ability (305.6); P/T equal to the Islands you control (604.3); and the
first instant or sorcery each turn costs {U} (or {1}) less per flooded land, {U} symbols first (601.2f), with the
card's rulings (2024-07-26)."""

from __future__ import annotations

from helpers import ANA, named, obj, position, pt
from manastack.rules.characteristics import chars
from manastack.rules.cost_modification import total_cost
from manastack.rules.counters import put_counters, remove_counters
from manastack.rules.effects.become import become
from manastack.rules.keyword_actions import destroy
from manastack.rules.mana_payment import activations
from manastack.types.enums import Zone
from manastack.types.mana import ManaCost

ELUGE = "Eluge, the Shoreless Sea"


def _flood(game, name: str) -> int:  # type: ignore[no-untyped-def]
    """Put a flood counter on the land and make it an Island while it has one, as Eluge's ability does."""
    land = named(game, name)
    put_counters(game.state, land, "flood", 1)
    become(game.state, named(game, ELUGE), ANA, (land,), subtypes=("Island",), duration="while_counter:flood")
    return land


def _cost(game, name: str) -> ManaCost:  # type: ignore[no-untyped-def]
    spell = obj(game, named(game, name))
    return total_cost(game.state, ANA, spell, spell.definition.cost)


def test_611_2b_the_land_stays_an_island_until_the_counter_is_removed() -> None:
    """611.2b and the ruling: the land stays an Island even after Eluge leaves, until the flood counter is
    removed; it keeps its other land types."""
    game = position(battlefield=([ELUGE, "Island", "Mountain"], []))
    mountain = _flood(game, "Mountain")
    destroy(game.state, named(game, ELUGE))
    assert {"Mountain", "Island"} <= chars(game.state, obj(game, mountain)).subtypes
    remove_counters(game.state, mountain, "flood", 1)
    assert "Island" not in chars(game.state, obj(game, mountain)).subtypes


def test_305_6_a_flooded_land_can_tap_for_blue() -> None:
    """305.6 and the ruling: an Island has "{T}: Add {U}"; the Mountain keeps "{T}: Add {R}"."""
    game = position(battlefield=([ELUGE, "Island", "Mountain"], []))
    mountain = _flood(game, "Mountain")
    assert {letter for source, _, letter in activations(game.state, ANA) if source == mountain} == {"R", "U"}


def test_604_3_eluge_counts_islands_in_every_zone() -> None:
    """604.3 and the ruling: the P/T ability works in all zones: in the hand it counts the Islands you control,
    a flooded land among them."""
    game = position(battlefield=(["Island", "Island", "Forest"], []), hand=([ELUGE], []))
    assert pt(game, named(game, ELUGE, Zone.HAND)) == (2, 2)


def test_601_2f_the_u_symbols_are_reduced_first() -> None:
    """601.2f and the ruling: with two flooded lands, Divination ({2}{U}) loses its {U} and then {1}: {1}."""
    game = position(battlefield=([ELUGE, "Island", "Mountain", "Forest"], []), hand=(["Divination"], []))
    _flood(game, "Mountain")
    _flood(game, "Forest")
    assert _cost(game, "Divination").render() == "{1}"


def test_601_2f_without_u_the_generic_part_is_reduced() -> None:
    """The ruling: a first instant or sorcery that costs no {U} costs {1} less per flooded land (Murder {1}{B}{B}
    costs {B}{B}); the colored part is never reduced by {1}s."""
    game = position(battlefield=([ELUGE, "Island", "Mountain", "Forest"], []), hand=(["Murder", "Shock"], []))
    _flood(game, "Mountain")
    _flood(game, "Forest")
    assert _cost(game, "Murder").render() == "{B}{B}" and _cost(game, "Shock").render() == "{R}"


def test_601_2f_only_the_first_instant_or_sorcery_each_turn() -> None:
    """601.2f: once an instant or sorcery was cast this turn, the next one costs its full cost."""
    game = position(battlefield=([ELUGE, "Island", "Mountain"], []), hand=(["Divination"], []))
    _flood(game, "Mountain")
    game.state.spells_cast.append(ANA)
    game.state.spell_types_cast.append(("Instant",))
    assert _cost(game, "Divination").render() == "{2}{U}"
