"""CR 701.22b: scry X with X 0 is no scry (the Ugin's Insight ruling); X is read as the spell resolves — here
the greatest mana value among permanents you control (202.3)."""

from __future__ import annotations

from helpers import ANA, cast, choose, pass_priority, position, resolve
from manastack.types.decisions import DecisionKind


def test_701_22b_no_permanent_with_a_mana_value_no_scry():
    """701.22b: with only lands, no scry decision and no scry event; Ana draws three."""
    game = position(battlefield=(["Island"] * 5, []), hand=(["Ugin's Insight"], []))
    cast(game, "Ugin's Insight")
    resolve(game)
    assert not [e for e in game.state.events if e.kind == "scry"]
    assert len(game.state.players[ANA].hand) == 3


def test_202_3_the_greatest_mana_value_among_your_permanents():
    """202.3: Hill Giant (4) beats Grizzly Bears (2); Bo's Serra Angel (5) doesn't count: four scry questions."""
    game = position(battlefield=(["Island"] * 5 + ["Hill Giant", "Grizzly Bears"], ["Serra Angel"]),
                    hand=(["Ugin's Insight"], []))
    cast(game, "Ugin's Insight")
    asked = 0
    while game.state.stack:
        if game.decision.kind is DecisionKind.SCRY and game.decision.options == ("top", "bottom"):
            asked += 1
            choose(game, "top")
        elif game.decision.kind is DecisionKind.SCRY:       # the order of the cards kept on top (701.22a)
            choose(game, game.decision.options[0])
        else:
            pass_priority(game)
    assert asked == 4
