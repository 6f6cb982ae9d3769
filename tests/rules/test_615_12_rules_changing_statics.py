"""CR 101.2, 615.12: "Players can't gain life." and "Damage can't be prevented." (Sunspine Lynx)."""

from __future__ import annotations

from helpers import P1, cast, events, pass_priority, position, resolve
from manastack.rules.damage import gain_life


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
