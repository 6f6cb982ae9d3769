"""CR 707.10c, 115.1: Zada, Hedron Grinder — "whenever you cast an instant or sorcery spell that targets only Zada,
copy that spell for each other creature you control that the spell could target. Each copy targets a different one
of those creatures"."""

from __future__ import annotations

from helpers import ANA, add_mana, cast, events, named, position, resolve
from manastack.types.enums import Zone

ZADA = "Zada, Hedron Grinder"


def test_707_10c_a_creature_the_spell_could_not_target_gets_no_copy():
    """Ruling: a creature the original couldn't target (Complete Disregard: power 3 or less) is left out."""
    game = position(battlefield=([ZADA, "Grizzly Bears", "Territorial Baloth"], []), hand=(["Complete Disregard"], []))
    add_mana(game, ANA, "BBB")
    cast(game, "Complete Disregard", named(game, ZADA))
    resolve(game)
    assert [game.state.objects[o].card for o in game.state.exile] == ["Grizzly Bears", ZADA]
    assert named(game, "Territorial Baloth", Zone.BATTLEFIELD)


def test_115_1_a_spell_with_another_target_does_not_trigger():
    """115.1: a spell that targets Zada and another creature (Tandem Tactics) doesn't trigger it."""
    game = position(battlefield=([ZADA, "Grizzly Bears"], []), hand=(["Tandem Tactics"], []))
    add_mana(game, ANA, "WW")
    cast(game, "Tandem Tactics", named(game, ZADA), named(game, "Grizzly Bears"))
    assert not events(game, "triggered")


def test_707_10_copies_are_not_cast():
    """707.10: the copies aren't cast, so Zada triggers once only."""
    game = position(battlefield=([ZADA, "Grizzly Bears", "Hill Giant"], []), hand=(["Giant Growth"], []))
    add_mana(game, ANA, "G")
    cast(game, "Giant Growth", named(game, ZADA))
    resolve(game)
    assert len(events(game, "triggered")) == 1
    assert len(events(game, "copy")) == 2
