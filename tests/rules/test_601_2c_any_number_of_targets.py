"""CR 601.2c-d: "any number of targets" with an amount of X divided among them (Rolling Thunder)."""

from __future__ import annotations

from helpers import P1, choose, named, position, resolve
from manastack.sentences import option_text
from manastack.types.actions import CastSpell
from manastack.types.decisions import DecisionKind


def _thunder(x: int):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Mountain"] * 6, ["Grizzly Bears", "Savannah Lions"]),
                    hand=(["Rolling Thunder"], []))
    game.apply(CastSpell(0, named(game, "Rolling Thunder")))
    choose(game, x)
    return game


def test_601_2c_no_more_targets_than_the_divided_amount():
    """601.2c with 601.2d: each target must receive at least one damage, so X = 2 allows two targets at most."""
    game = _thunder(2)
    choose(game, P1)
    choose(game, named(game, "Grizzly Bears"))
    assert game.decision.kind is DecisionKind.PRIORITY    # no third target; one way to divide 2 between two
    resolve(game)
    assert game.state.players[1].life == 19 and game.state.objects[named(game, "Grizzly Bears")].damage == 1


def test_601_2c_any_number_includes_zero():
    """601.2c: "any number of targets" may be no target: the caster may stop at once ("done" is offered)."""
    game = _thunder(3)
    assert game.decision.kind is DecisionKind.TARGET and "done" in game.decision.options


def test_601_2c_x_zero_has_no_targets():
    """601.2c-d (Rolling Thunder's ruling): with X = 0 no target can be chosen; the spell goes on to be paid."""
    game = _thunder(0)
    assert game.decision is None or game.decision.kind is not DecisionKind.TARGET


def test_601_2d_the_division_names_a_player_target():
    """601.2d: a player among the targets is named in the division options by their name."""
    game = _thunder(3)
    choose(game, P1)
    choose(game, named(game, "Savannah Lions"))
    choose(game, "done")
    assert game.decision.kind is DecisionKind.DIVIDE and any(option_text(game.decision, o).startswith("Bo: ")
                                                             for o in game.decision.options)


def test_601_2c_total_mana_value_limits_the_targets_together():
    """601.2c, 202.3: "any number of target Ally creature cards with total mana value 8 or less": after a 5 and a 3,
    no further target fits (a 1 would make 9); a non-Ally is never offered."""
    game = position(battlefield=(["Plains"] * 3 + ["Swamp"] * 2, []), hand=(["March from the Tomb"], []),
                    graveyard=(["Shatterskull Recruit", "Veteran Warleader", "Expedition Envoy", "Grizzly Bears"], []))
    game.apply(CastSpell(0, named(game, "March from the Tomb")))
    assert named(game, "Grizzly Bears") not in game.decision.options
    choose(game, named(game, "Shatterskull Recruit"))
    assert named(game, "Expedition Envoy") in game.decision.options
    choose(game, named(game, "Veteran Warleader"))
    assert game.decision.kind is DecisionKind.PRIORITY      # nothing else fits: the targets are complete
