"""CR 510.2, 603.2: "whenever [this creature] deals combat damage to a player" triggers when its combat damage is
dealt to a player — not for noncombat damage, nor for combat damage to a creature."""

from __future__ import annotations

from helpers import ANA, BO, activate, advance_to, attack, block, choose, events, named, position, resolve
from manastack.types.enums import Step


def _attack(blockers: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Shoreline Looter"], blockers), graveyard=(["Shock"] * 7, []))
    advance_to(game, Step.DECLARE_ATTACKERS)
    choose(game, (named(game, "Shoreline Looter"), BO))
    choose(game, "done")
    advance_to(game, Step.COMBAT_DAMAGE)
    return game


def test_510_2_combat_damage_to_a_player_triggers():
    """510.2, 603.2: Shoreline Looter deals 1 combat damage to Bo: its ability triggers once."""
    game = _attack([])
    assert game.state.players[BO].life == 19
    assert [e for e in events(game, "triggered") if e.get("source").name == "Shoreline Looter"] != []


def test_603_2_other_damage_doesnt_trigger_it():
    """603.2: Shock to Bo (noncombat damage, from another source) doesn't trigger it."""
    from helpers import P1, cast, resolve

    game = position(battlefield=(["Shoreline Looter", "Mountain"], []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    resolve(game)
    assert not events(game, "triggered")


def test_510_2_combat_damage_to_the_player_triggers():
    """510.2: Windrider Patrol unblocked: its ability triggers once the damage is dealt."""
    game = position(battlefield=(["Windrider Patrol"], []))
    attack(game, named(game, "Windrider Patrol"))
    advance_to(game, Step.COMBAT_DAMAGE)
    assert game.state.players[BO].life == 16
    assert [game.state.objects[o].source_name for o in game.state.stack] == ["Windrider Patrol"]


def test_510_2_combat_damage_to_a_creature_doesnt():
    """510.2: blocked by Wind Drake, the Patrol deals its damage to the creature: no trigger."""
    game = position(battlefield=(["Windrider Patrol"], ["Wind Drake"]))
    attack(game, named(game, "Windrider Patrol"))
    block(game, (named(game, "Wind Drake"), named(game, "Windrider Patrol")))
    advance_to(game, Step.END_COMBAT)
    assert not game.state.stack and game.state.players[BO].life == 20


def test_510_2_counters_on_each_attacking_creature_you_control():
    """510.2, 122.1: Drana's first-strike damage puts a counter on each attacking creature Ana controls; the
    creature left at home gets none."""
    game = position(battlefield=(["Drana, Liberator of Malakir", "Grizzly Bears", "Savannah Lions"], []))
    attack(game, named(game, "Drana, Liberator of Malakir"), named(game, "Grizzly Bears"))
    advance_to(game, Step.COMBAT_DAMAGE)
    resolve(game)
    assert game.state.objects[named(game, "Grizzly Bears")].counters == {"+1/+1": 1}
    assert not game.state.objects[named(game, "Savannah Lions")].counters.get("+1/+1")


def test_603_2_that_much_is_the_amount_of_the_triggering_event():
    """603.2: Defiant Bloodlord: Ana gains 4 life, Bo loses 4."""
    game = position(battlefield=(["Defiant Bloodlord", "Blighted Steppe", "Grizzly Bears"] + ["Plains"] * 4, []))
    activate(game, named(game, "Blighted Steppe"), 1)
    resolve(game)
    assert (game.state.players[ANA].life, game.state.players[BO].life) == (24, 16)
