"""CR 101.2, 615.12: "Players can't gain life." and "Damage can't be prevented." (Sunspine Lynx)."""

from __future__ import annotations

from helpers import ANA, BO, P0, P1, add_mana, advance_to, attack, cast, events, named, pass_priority, position, resolve
from manastack.rules.damage import gain_life
from manastack.types.enums import Step


def test_101_2_no_player_gains_life():
    """101.2: with Sunspine Lynx on the battlefield, a life gain does nothing (and lifelink neither)."""
    game = position(battlefield=([], ["Sunspine Lynx"]))
    gain_life(game.state, 0, 3)
    assert game.state.players[0].life == 20 and events(game, "cant_gain")[-1].rule == "101.2"


def test_615_12_a_prevention_shield_prevents_nothing():
    """615.12: Healing Salve's shield on Bo doesn't stop Shock's 2 damage."""
    game = position(battlefield=(["Mountain", "Sunspine Lynx"], ["Plains"]), hand=(["Shock"], ["Healing Salve"]),
                    active=1)
    cast(game, "Healing Salve", P1, choices=[1])
    resolve(game)
    pass_priority(game)          # Ana receives priority in Bo's turn: Shock is an instant
    cast(game, "Shock", P1)
    resolve(game)
    assert game.state.players[1].life == 18


def test_615_12_encircling_fissure_prevents_no_combat_damage():
    """615.12, 615.1a: Bo casts Encircling Fissure at Ana as her Sunspine Lynx attacks ("prevent all combat damage
    that would be dealt this turn by creatures target opponent controls"); damage can't be prevented, so the
    Lynx deals its 5 combat damage (510.2) and nothing is prevented."""
    game = position(battlefield=(["Sunspine Lynx"], []), hand=([], ["Encircling Fissure"]))
    attack(game, named(game, "Sunspine Lynx"))
    pass_priority(game)          # Bo receives priority in the declare attackers step: the Fissure is an instant
    add_mana(game, BO, "WWW")
    cast(game, "Encircling Fissure", P0)
    resolve(game)
    assert any(e.layer == "prevent_combat" for e in game.state.effects)
    advance_to(game, Step.END_COMBAT)
    assert game.state.players[BO].life == 15 and not events(game, "prevented")
    assert [(e.rule, e.amount) for e in events(game, "damage")] == [("510.2", 5)]
    assert game.state.players[ANA].life == 20


def test_613_1f_a_lynx_without_abilities_changes_no_rule():
    """613.1f, 101.2: once Sunspine Lynx loses all abilities, its "players can't gain life" is gone too: the same
    life gain that did nothing before now gains 3."""
    from helpers import named
    from manastack.rules.continuous import add_effect

    game = position(battlefield=([], ["Sunspine Lynx"]))
    gain_life(game.state, 0, 3)
    lynx = named(game, "Sunspine Lynx")
    add_effect(game.state, lynx, 0, "6", (lynx,), (("lose_all", True),), "end_of_turn")
    gain_life(game.state, 0, 3)
    assert game.state.players[0].life == 23
