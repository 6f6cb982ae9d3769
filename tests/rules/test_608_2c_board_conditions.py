"""CR 608.2c: instructions that depend on the board as they are followed — "if an opponent controls more lands /
has more life / controls more creatures / has more cards in hand than you" (Beza, the Bounding Spring), "if you
control that creature" (Dreamdew Entrancer), "if this is the second time this ability has resolved this turn"
(Harvestrite Host)."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, advance_to, cast, choose, named, pass_priority, position, resolve
from manastack.cards.loader import parse_card_file
from manastack.rules.conditions import holds
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step


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


def _entrancer_targets(target: str) -> tuple[int, int]:
    game = position(battlefield=(["Forest", "Forest", "Island", "Island", "Grizzly Bears"], ["Hill Giant"]),
                    hand=(["Dreamdew Entrancer"], []), library=(["Island", "Plains"], []))
    cast(game, "Dreamdew Entrancer")
    while game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    choose(game, named(game, target))
    resolve(game)
    return len(game.state.players[ANA].hand), game.state.objects[named(game, target)].counters.get("stun", 0)


def test_608_2c_if_you_control_that_creature():
    """608.2c: Dreamdew Entrancer draws two only if Ana controls the target; the stun counters go on either way."""
    assert _entrancer_targets("Grizzly Bears") == (2, 3)
    assert _entrancer_targets("Hill Giant") == (0, 3)


def test_608_2c_that_creature_must_name_a_target_or_result_of_the_card():
    """The object a condition names is checked at load: a misspelt target is an error, not a condition never met."""
    text = """
Test Misnamed:
  cost: "{U}"
  types: [Instant]
  spell:
    targets: [{filter: {types: [Creature]}}]
    effects: [{do: draw, amount: 1, if: "you_control:targte"}]
"""
    with pytest.raises(ValueError, match="did you mean 'target'"):
        list(parse_card_file(text, "<test>"))


def test_608_2_the_nth_time_this_ability_resolved_this_turn():
    """608.2: "if this is the second time this ability has resolved this turn" counts this resolution; the count
    is per object and ability, and starts again each turn."""
    game = position(battlefield=(["Harvestrite Host", "Plains", "Plains", "Plains"], []), hand=(["Hop to It"], []),
                    library=(["Island", "Plains", "Swamp"], []))
    host = named(game, "Harvestrite Host")
    cast(game, "Hop to It")
    resolve(game, host, host, host)
    assert [game.state.objects[c].card for c in game.state.players[ANA].hand] == ["Island"]
    assert game.state.abilities_resolved == [(host, 0)] * 3
    advance_to(game, Step.UPKEEP)
    assert game.state.abilities_resolved == []
