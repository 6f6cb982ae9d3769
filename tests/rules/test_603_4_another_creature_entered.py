"""CR 603.4: an intervening "if another creature entered the battlefield under your control this turn" — the
creatures that entered this turn are remembered even after they leave (``game.creatures_entered``)."""

from __future__ import annotations

from helpers import ANA, BO, add_mana, cast, named, position, resolve
from manastack.rules.conditions import holds
from manastack.rules.keyword_actions import destroy


def test_603_4_a_creature_that_entered_and_died_still_counts():
    game = position(battlefield=(["Waterspout Warden"], []), hand=(["Grizzly Bears"], []))
    warden = game.state.objects[named(game, "Waterspout Warden")]
    assert not holds(game.state, warden, "another_creature_entered")
    add_mana(game, ANA, "GG")
    cast(game, "Grizzly Bears")
    resolve(game)
    destroy(game.state, named(game, "Grizzly Bears"))
    assert holds(game.state, warden, "another_creature_entered")


def test_603_4_only_creatures_entering_under_your_control():
    game = position(battlefield=(["Waterspout Warden"], []), hand=([], ["Grizzly Bears"]), active=BO)
    add_mana(game, BO, "GG")
    cast(game, "Grizzly Bears")
    resolve(game)
    warden = game.state.objects[named(game, "Waterspout Warden")]
    assert not holds(game.state, warden, "another_creature_entered")
