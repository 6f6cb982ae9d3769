"""CR 601.2h, 608.2h: "the sacrificed creature's power" is read from the permanent sacrificed to pay the cost, as it
last existed on the battlefield."""

from __future__ import annotations

from helpers import ANA, BO, activate, counters, named, position, resolve


def test_608_2h_the_sacrificed_snails_power_as_it_last_existed():
    """608.2h: a Snail with two +1/+1 counters is sacrificed: Wick deals 3 damage and Ana draws three cards."""
    game = position(battlefield=(["Wick, the Whorled Mind", "Island", "Swamp", "Mountain", "Snail"], []))
    snail = named(game, "Snail")
    counters(game, snail, "+1/+1", 2)
    activate(game, named(game, "Wick, the Whorled Mind"), 1)   # its second ability
    resolve(game)
    assert game.state.players[BO].life == 17
    assert len(game.state.players[ANA].hand) == 3
    assert snail not in game.state.objects
