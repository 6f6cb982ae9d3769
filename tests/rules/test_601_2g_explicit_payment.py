"""CR 601.2g–h, 605.3a: paying costs by activating chosen mana abilities (``auto_mana=False``)."""

from __future__ import annotations

from helpers import ANA, named, position
from manastack.types.actions import ActivateAbility, CastSpell, Choose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def explicit(**kwargs):
    game = position(**kwargs)
    game.state.auto_mana = False
    return game


def test_601_2g_the_caster_activates_mana_abilities_one_at_a_time_and_only_useful_ones_are_offered():
    """601.2g: mana abilities are activated before paying; with a Forest and Birds of Paradise for {G}{G},
    Birds making any color but green would leave the cost unpayable, so only green is offered."""
    game = explicit(battlefield=(["Forest", "Birds of Paradise"], []), hand=(["Kalonian Tusker"], []))
    game.apply(CastSpell(ANA, named(game, "Kalonian Tusker", Zone.HAND)))
    decision = game.decision
    assert decision.kind is DecisionKind.MANA_PAYMENT and decision.rule == "601.2g"
    assert {letter for _, _, letter in decision.options} == {"G"} and len(decision.options) == 2
    game.apply(Choose(ANA, decision.options[0]))
    # the one remaining way to pay is taken without asking (a forced decision)
    assert game.state.stack and game.state.players[ANA].pool == [0] * 6


def test_605_3a_mana_abilities_are_priority_actions_and_any_color_asks_which():
    """605.3a: with explicit payment a player may activate a mana ability while holding priority; Birds of
    Paradise asks for a color (106.1b), and the mana waits in the pool."""
    game = explicit(battlefield=(["Birds of Paradise"], []))
    birds = named(game, "Birds of Paradise")
    action = ActivateAbility(ANA, birds, 0)
    assert action in game.legal_actions()
    game.apply(action)
    assert game.decision.kind is DecisionKind.CHOOSE_COLOR and len(game.decision.options) == 5
    game.apply(Choose(ANA, (birds, 0, "U")))
    assert game.state.players[ANA].pool[1] == 1 and game.decision.kind is DecisionKind.PRIORITY


def test_601_2h_mana_already_in_the_pool_is_spent_first():
    """601.2h: a pool that already pays the cost needs no more activations."""
    game = explicit(battlefield=(["Forest"], []), hand=(["Llanowar Elves"], []))
    game.apply(ActivateAbility(ANA, named(game, "Forest"), 0))
    game.apply(CastSpell(ANA, named(game, "Llanowar Elves", Zone.HAND)))
    assert game.decision.kind is DecisionKind.PRIORITY and game.state.stack
