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


def test_601_2g_a_permanent_chosen_to_sacrifice_may_be_tapped_for_mana_first():
    """601.2g–h: mana abilities are activated before the total cost is paid, and a tapped permanent can be
    sacrificed: with two Swamps, Llanowar Elves and two more creatures, the Viper costs {2}{B} once all three are
    chosen, and the Elves' {G} pays part of it before they are sacrificed (the cast was free before)."""
    game = position(battlefield=(["Swamp", "Swamp", "Llanowar Elves", "Grizzly Bears", "Hill Giant"], []),
                    hand=(["Rottenmouth Viper"], []))
    viper, elves = named(game, "Rottenmouth Viper", Zone.HAND), named(game, "Llanowar Elves")
    assert any(isinstance(a, CastSpell) and a.card == viper for a in game.legal_actions())
    game.apply(CastSpell(0, viper))
    for name in ("Llanowar Elves", "Grizzly Bears"):
        choose(game, named(game, name))
    assert game.state.casting is None and game.state.objects[game.state.stack[-1]].card == "Rottenmouth Viper"
    tapped = next(i for i, e in enumerate(game.events) if e.kind == "mana" and e.objects == (elves,))
    sacrificed = next(i for i, e in enumerate(game.events) if e.rule == "701.21a" and elves in e.objects)
    assert tapped < sacrificed
    assert all(named(game, name, Zone.GRAVEYARD) for name in ("Llanowar Elves", "Grizzly Bears", "Hill Giant"))
    assert all(game.state.objects[o].tapped for o in game.state.battlefield)


def test_601_2h_a_permanent_sacrificed_as_the_cost_cant_also_be_sacrificed_for_mana():
    """601.2h: an Eldrazi Scion chosen to sacrifice can't also pay {C} by being sacrificed: two Swamps, the Scion
    and two creatures can't pay the Viper ({2}{B} with three sacrificed, {3}{B} with two), so no cast is offered."""
    game = position(battlefield=(["Swamp", "Swamp", "Eldrazi Scion", "Grizzly Bears", "Hill Giant"], []),
                    hand=(["Rottenmouth Viper"], []))
    viper = named(game, "Rottenmouth Viper", Zone.HAND)
    assert not any(isinstance(a, CastSpell) and a.card == viper for a in game.legal_actions())
