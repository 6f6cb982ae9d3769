"""CR 601.2h, 602.2b: "Sacrifice two Eldrazi Scions" — the permanents are chosen one at a time, each once, and the
cost can't be paid with fewer than two (Deathless Behemoth, activated from the graveyard, 113.6k)."""

from __future__ import annotations

from helpers import ANA, named, position
from manastack.rules.costs import payable
from manastack.types.actions import ActivateAbility, Choose
from manastack.types.enums import Zone


def test_601_2h_two_scions_chosen_one_at_a_time():
    """601.2h: the second question no longer offers the first Scion; both are sacrificed."""
    game = position(battlefield=(["Eldrazi Scion"] * 3 + ["Grizzly Bears"], []),
                    graveyard=(["Deathless Behemoth"], []))
    game.apply(ActivateAbility(ANA, named(game, "Deathless Behemoth"), 0))
    first = game.decision.options
    assert len(first) == 3 and named(game, "Grizzly Bears") not in first
    game.apply(Choose(ANA, first[0]))
    assert game.decision.options == first[1:]
    game.apply(Choose(ANA, first[1]))
    assert [o for o in game.state.battlefield if game.state.objects[o].card == "Eldrazi Scion"] == [first[2]]


def test_601_2h_one_scion_is_not_enough():
    """601.2h: with a single Scion the cost can't be paid."""
    game = position(battlefield=(["Eldrazi Scion"], []), graveyard=(["Deathless Behemoth"], []))
    behemoth = named(game, "Deathless Behemoth")
    cost = game.state.objects[behemoth].definition.abilities[0].cost
    assert not payable(game.state, ANA, cost, behemoth)
    assert game.state.objects[behemoth].zone is Zone.GRAVEYARD


def test_601_2g_a_permanent_chosen_to_sacrifice_makes_no_mana_for_the_rest():
    """601.2g–h: Vampiric Rites ({1}{B}, sacrifice a creature) with one of two Eldrazi Scions chosen to
    sacrifice: the {1} comes from sacrificing the other Scion for mana, never from the chosen one."""
    for pick in (0, 1):
        game = position(battlefield=(["Vampiric Rites", "Swamp", "Eldrazi Scion", "Eldrazi Scion"], []))
        scions = [o for o in game.state.battlefield if game.state.objects[o].card == "Eldrazi Scion"]
        game.apply(ActivateAbility(ANA, named(game, "Vampiric Rites"), 0))
        game.apply(Choose(ANA, scions[pick]))
        assert not any(game.state.objects[o].card == "Eldrazi Scion" for o in game.state.battlefield)
        assert game.state.stack, "the ability was activated, its whole cost paid"
