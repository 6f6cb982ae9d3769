"""CR 605.1a, 605.3a: a mana ability may have a mana cost ("{1}, {T}: Add one mana of any color"); it is
activated by hand, its cost paid from other mana, and its mana waits in the pool."""

from __future__ import annotations

from helpers import ANA, named, obj, position
from manastack.rules.mana import can_pay, sources
from manastack.types.actions import ActivateAbility, Choose
from manastack.types.enums import Zone
from manastack.types.mana import ManaCost

GROTTO_ANY = 2     # Hidden Grotto's "{1}, {T}: Add one mana of any color" (its third ability)


def test_605_1a_offered_only_when_its_mana_cost_can_be_paid() -> None:
    """602.2b: with an Island untapped, Hidden Grotto's {1}, {T} ability may be activated; alone, it can't (its own
    {T} can't pay for it, 118.3)."""
    game = position(battlefield=(["Hidden Grotto", "Island"], []))
    grotto = named(game, "Hidden Grotto")
    assert ActivateAbility(ANA, grotto, GROTTO_ANY) in game.legal_actions()
    alone = position(battlefield=(["Hidden Grotto"], []))
    assert ActivateAbility(ANA, named(alone, "Hidden Grotto"), GROTTO_ANY) not in alone.legal_actions()


def test_605_3a_activating_it_pays_its_cost_and_adds_the_mana() -> None:
    """605.3a: the {1} is paid with the Island's mana, Hidden Grotto taps, and {R} goes into the pool."""
    game = position(battlefield=(["Hidden Grotto", "Island"], []))
    grotto = named(game, "Hidden Grotto")
    game.apply(ActivateAbility(ANA, grotto, GROTTO_ANY))
    assert game.decision is not None
    red = next(o for o in game.decision.options if isinstance(o, tuple) and o[-1] == "R")
    game.apply(Choose(ANA, red))
    assert game.state.players[ANA].pool == [0, 0, 0, 1, 0, 0]
    assert obj(game, grotto).tapped and obj(game, named(game, "Island", Zone.BATTLEFIELD)).tapped


def test_605_1a_the_payment_solver_doesnt_chain_it() -> None:
    """The automatic payment uses only mana abilities that cost no mana: Hidden Grotto's {C} can pay {1}, but
    {R} can't be paid (that would need the {1}, {T} ability activated by hand first)."""
    game = position(battlefield=(["Hidden Grotto", "Island"], []))
    assert all(not s.letters & {"R"} for s in sources(game.state, ANA))
    assert can_pay(game.state, ANA, ManaCost.parse("{1}"))
    assert not can_pay(game.state, ANA, ManaCost.parse("{R}"))
