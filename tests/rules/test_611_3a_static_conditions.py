"""CR 611.3a: a static ability's effect applies only while its condition holds ("during your turn"); CR 301.5a:
"equipped creatures" are those with an Equipment attached."""

from __future__ import annotations

from helpers import BO, advance_to, changed, named, obj, pool_with, position
from manastack.types.enums import Step

CARDS = """
Turn Banner:
  types: [Enchantment]
  abilities:
    - {kind: static, condition: your_turn, filter: {types: [Creature], controller: you, equipped: true},
       keywords: [Haste]}
"""


def _game():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Turn Banner", "Grizzly Bears", "Hill Giant", "Short Bow"], []),
                    cards=pool_with(CARDS))
    obj(game, named(game, "Short Bow")).attached_to = named(game, "Grizzly Bears")
    changed(game)
    return game


def test_611_3a_during_your_turn_an_equipped_creature_has_it():
    """611.3a, 301.5a: the equipped Grizzly Bears has haste on Ana's turn; the unequipped Hill Giant doesn't."""
    game = _game()
    assert "Haste" in game.characteristics(named(game, "Grizzly Bears")).keywords
    assert "Haste" not in game.characteristics(named(game, "Hill Giant")).keywords


def test_611_3a_not_during_an_opponents_turn():
    """611.3a: on Bo's turn the condition is false and the effect doesn't apply."""
    game = _game()
    advance_to(game, Step.UPKEEP, turn=4)
    assert game.state.active == BO
    assert "Haste" not in game.characteristics(named(game, "Grizzly Bears")).keywords
