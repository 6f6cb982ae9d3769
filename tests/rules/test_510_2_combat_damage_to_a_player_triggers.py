"""CR 510.2, 603.2: "whenever [this creature] deals combat damage to a player" triggers when its combat damage is
dealt to a player — not for noncombat damage, nor for combat damage to a creature."""

from __future__ import annotations

from helpers import BO, advance_to, choose, events, named, position
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
    assert [e for e in events(game, "triggered") if "Shoreline Looter" in e.text] != []


def test_603_2_other_damage_doesnt_trigger_it():
    """603.2: Shock to Bo (noncombat damage, from another source) doesn't trigger it."""
    from helpers import P1, cast, resolve

    game = position(battlefield=(["Shoreline Looter", "Mountain"], []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    resolve(game)
    assert not events(game, "triggered")
