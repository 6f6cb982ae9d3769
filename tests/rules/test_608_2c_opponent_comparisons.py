"""CR 608.2c: instructions with "if an opponent controls more lands / has more life / controls more creatures /
has more cards in hand than you" (Beza, the Bounding Spring) — each checked as its instruction is followed."""

from __future__ import annotations

from helpers import ANA, BO, cast, named, position, resolve
from manastack.rules.conditions import holds


def test_608_2c_more_is_strictly_more_and_equal_is_not():
    """608.2c: with as many lands and creatures as Bo, and as much life, no bonus holds; one land more does."""
    game = position(battlefield=(["Plains", "Grizzly Bears"], ["Mountain", "Hill Giant"]), hand=(["Shock"], []))
    bears = game.state.objects[named(game, "Grizzly Bears")]
    for what in ("lands", "life", "creatures", "hand"):
        assert not holds(game.state, bears, f"opponent_more:{what}")
    assert holds(game.state, game.state.objects[named(game, "Hill Giant")], "opponent_more:hand")
    assert holds(game.state, bears, "not_opponent_more:lands")


def test_608_2c_each_bonus_is_checked_on_its_own_instruction():
    """608.2c: Beza's four instructions: Bo has more lands and cards in hand, not more life or creatures."""
    game = position(battlefield=(["Plains"] * 4, ["Mountain"] * 5), hand=(["Beza, the Bounding Spring"], ["Shock"]),
                    library=(["Island"], []))
    cast(game, "Beza, the Bounding Spring")
    resolve(game)
    ana = game.state.players[ANA]
    objects = game.state.objects
    names = sorted(objects[o].card for o in game.state.battlefield if objects[o].controller == ANA)
    assert names.count("Treasure") == 1 and "Fish" not in names
    assert ana.life == 20 and [game.state.objects[c].card for c in ana.hand] == ["Island"]
    assert game.state.players[BO].life == 20
