"""CR 601.2b, 601.2f, 601.2h: "As an additional cost to cast this spell, you may sacrifice any number of nonland
permanents. This spell costs {1} less to cast for each permanent sacrificed this way." (Rottenmouth Viper)."""

from __future__ import annotations

from helpers import choose, named, position
from manastack.game import Game
from manastack.types.actions import CastSpell
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _casting(swamps: int, others: list[str]) -> Game:
    game = position(battlefield=(["Swamp"] * swamps + others, []), hand=(["Rottenmouth Viper"], []))
    game.apply(CastSpell(0, named(game, "Rottenmouth Viper", Zone.HAND)))
    return game


def test_601_2f_each_permanent_sacrificed_takes_one_off_the_total_cost():
    """601.2b, 601.2f: with two Swamps, Ana can cast the Viper ({5}{B}) only by sacrificing four nonland permanents
    (it then costs {1}{B}); they are sacrificed as the cost is paid (601.2h)."""
    others = ["Grizzly Bears", "Hill Giant", "Short Bow", "Wind Drake"]
    game = position(battlefield=(["Swamp", "Swamp", *others], []), hand=(["Rottenmouth Viper"], []))
    viper = named(game, "Rottenmouth Viper", Zone.HAND)
    assert any(isinstance(a, CastSpell) and a.card == viper for a in game.legal_actions())
    game.apply(CastSpell(0, viper))
    for name in others[:3]:
        assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and "done" not in game.decision.options
        choose(game, named(game, name))
    assert game.state.objects[game.state.stack[-1]].zone is Zone.STACK and game.state.casting is None
    assert all(named(game, name, Zone.GRAVEYARD) for name in others)
    assert all(game.state.objects[o].tapped for o in game.state.battlefield if game.state.objects[o].card == "Swamp")


def test_601_2b_none_need_be_sacrificed():
    """601.2b: "you may": with six lands, Ana may sacrifice none and pay {5}{B}; lands can't be chosen."""
    game = _casting(6, ["Grizzly Bears"])
    assert game.decision.options == (named(game, "Grizzly Bears"), "done")
    choose(game, "done")
    assert game.state.casting is None and named(game, "Grizzly Bears", Zone.BATTLEFIELD)


def test_601_2b_the_viper_cant_be_cast_when_too_few_can_be_sacrificed():
    """601.2f: two Swamps and one nonland permanent: {4}{B} is still too much; no cast is offered."""
    game = position(battlefield=(["Swamp", "Swamp", "Grizzly Bears"], []), hand=(["Rottenmouth Viper"], []))
    viper = named(game, "Rottenmouth Viper", Zone.HAND)
    assert not any(isinstance(a, CastSpell) and a.card == viper for a in game.legal_actions())
