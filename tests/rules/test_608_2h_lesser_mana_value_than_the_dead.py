"""CR 608.2h, 603.10a: "return another target creature card with lesser mana value" compares with the creature
that died as it last existed, and never offers that creature's own card."""

from __future__ import annotations

from helpers import cast, named, pass_priority, position
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def test_608_2h_only_cards_of_lesser_mana_value_than_the_dead_creature():
    """608.2h: Jackdaw Savior (3) dies: Savannah Lions (1) and Grizzly Bears (2) may be chosen; Hill Giant (4) and
    Wind Drake (3) can't, nor the Savior's own card."""
    game = position(battlefield=(["Jackdaw Savior"], ["Mountain"]), hand=([], ["Shock"]), active=1,
                    graveyard=(["Savannah Lions", "Grizzly Bears", "Hill Giant", "Wind Drake"], []))
    cast(game, "Shock", named(game, "Jackdaw Savior"))
    while game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    offered = {game.state.objects[o].card for o in game.decision.options if isinstance(o, int) and o > 0}
    assert offered == {"Savannah Lions", "Grizzly Bears"}
    assert game.state.objects[named(game, "Jackdaw Savior")].zone is Zone.GRAVEYARD
