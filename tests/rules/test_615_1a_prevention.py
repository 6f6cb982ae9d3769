"""CR 615.1a: prevention effects — "prevent all damage that would be dealt to …", also only "by colorless
sources" (105.2c)."""

from __future__ import annotations

from helpers import activate, cast, named, obj, position, resolve
from manastack.rules.damage import deal_damage

GIDEON = "Gideon, Ally of Zendikar"


def test_615_1a_gideon_prevents_all_damage_to_himself_this_turn():
    """615.1a: "Prevent all damage that would be dealt to him this turn" is not used up by the first damage."""
    game = position(battlefield=([GIDEON], ["Grizzly Bears"]))
    gideon = named(game, GIDEON)
    activate(game, gideon, 0)
    resolve(game)
    bears = obj(game, named(game, "Grizzly Bears"))
    assert deal_damage(game.state, bears, gideon, 3) == 0 and deal_damage(game.state, bears, gideon, 2) == 0
    assert obj(game, gideon).counters["loyalty"] == 5


def test_105_2c_615_1a_prevention_from_colorless_sources_lets_colored_damage_through():
    """615.1a with 105.2c (Lithomancer's Focus): "prevent all damage … by colorless sources" doesn't stop damage
    from a source that has a color."""
    game = position(battlefield=(["Grizzly Bears", "Plains"], ["Hill Giant", "Eldrazi Devastator"]),
                    hand=(["Lithomancer's Focus"], []))
    bears = named(game, "Grizzly Bears")
    cast(game, "Lithomancer's Focus", bears)
    resolve(game)
    assert deal_damage(game.state, obj(game, named(game, "Eldrazi Devastator")), bears, 5) == 0
    assert deal_damage(game.state, obj(game, named(game, "Hill Giant")), bears, 3) == 3
