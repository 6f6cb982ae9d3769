"""CR 305.2: a player may play one land each turn, and more where an effect says "you may play an additional
land on each of your turns" (cumulative, ruling); CR 107.3m: an enters ability's X is the X of the spell."""

from __future__ import annotations

from helpers import cast, pool_with, position, resolve
from manastack.rules.priority import can_play_land
from manastack.types.actions import PlayLand


def play_land(game, _name):  # type: ignore[no-untyped-def]
    game.apply(PlayLand(0, game.state.players[0].hand[0]))

CARDS = """
Test Explorer:
  types: [Enchantment]
  abilities: [{kind: static, affects: you, extra_lands: 1}]
Test Scout:
  cost: "{X}{G}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: enters}
      effects: [{do: gain_life, amount: x}]
"""


def test_305_2_one_land_without_an_effect():
    """305.2: after one land, no more this turn."""
    game = position(hand=(["Forest", "Forest"], []), cards=pool_with(CARDS))
    play_land(game, "Forest")
    assert not can_play_land(game.state, 0)


def test_305_2_an_additional_land_and_two_of_them_add_up():
    """305.2 (ruling: cumulative): one such effect, two lands; two effects, three lands."""
    game = position(battlefield=(["Test Explorer", "Test Explorer"], []), hand=(["Forest"] * 4, []),
                    cards=pool_with(CARDS))
    for _ in range(3):
        play_land(game, "Forest")
    assert not can_play_land(game.state, 0)


def test_107_3m_an_enters_ability_uses_the_spells_x():
    """107.3m: Test Scout cast with X=3 gains 3 life as it enters."""
    game = position(battlefield=(["Forest"] * 4, []), hand=(["Test Scout"], []), cards=pool_with(CARDS))
    cast(game, "Test Scout", choices=[3])
    resolve(game)
    assert game.state.players[0].life == 23
