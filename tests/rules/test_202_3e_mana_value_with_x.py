"""CR 202.3e: on the stack, X in a spell's mana cost counts as the number chosen for it; CR 107.3: "with {X} in
its mana cost"."""

from __future__ import annotations

from helpers import ANA, cast, named, obj, position
from manastack.cards.parts import ObjectFilter
from manastack.rules.filters import matches
from manastack.types.enums import Zone

BIG = ObjectFilter(min_mana_value=4)
SMALL = ObjectFilter(max_mana_value=3)
WITH_X = ObjectFilter(x_in_cost=True)


def test_202_3e_a_spell_on_the_stack_counts_x() -> None:
    """202.3e: Endless One cast with X of 4 has mana value 4 on the stack; in hand, X is 0."""
    game = position(battlefield=(["Forest"] * 4, []), hand=(["Endless One"], []))
    card = obj(game, named(game, "Endless One", Zone.HAND))
    assert matches(game.state, card, SMALL, ANA) and not matches(game.state, card, BIG, ANA)
    spell = cast(game, "Endless One", choices=[4])
    assert matches(game.state, obj(game, spell), BIG, ANA)
    assert not matches(game.state, obj(game, spell), SMALL, ANA)


def test_107_3_with_x_in_its_mana_cost() -> None:
    """107.3: Endless One has {X} in its mana cost, Grizzly Bears doesn't."""
    game = position(hand=(["Endless One", "Grizzly Bears"], []))
    assert matches(game.state, obj(game, named(game, "Endless One", Zone.HAND)), WITH_X, ANA)
    assert not matches(game.state, obj(game, named(game, "Grizzly Bears", Zone.HAND)), WITH_X, ANA)
