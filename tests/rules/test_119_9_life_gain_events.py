"""CR 119.9: "whenever a player gains life" counts life-gaining events; with lifelink (702.15b) a source dealing
damage to several things at the same time is one event of the total."""

from __future__ import annotations

from helpers import activate, events, life, named, pool_with, position, resolve

PINGER = """
Lifelink Pinger:
  cost: "{2}{W}"
  types: [Creature]
  power: 1
  toughness: 1
  keywords: [Lifelink]
  abilities:
    - kind: activated
      cost: {tap: true}
      effects: [{do: damage, amount: 1, each: {types: [Creature], controller: opponent}}]
"""
PINGER_CARDS = pool_with(PINGER)


def test_119_9_lifelink_damage_to_each_creature_at_once_is_one_life_gain() -> None:
    """119.9, 702.15b, 120.3: an ability of a lifelink source dealing 1 damage to each of two creatures at once
    gains its controller 2 life in one event, so Bloodbond Vampire gets one counter."""
    game = position(battlefield=(["Lifelink Pinger", "Bloodbond Vampire"], ["Grizzly Bears", "Hill Giant"]),
                    cards=PINGER_CARDS)
    activate(game, named(game, "Lifelink Pinger"), 0)
    resolve(game)
    assert [e.amount for e in events(game, "life_gained")] == [2]
    assert life(game) == (22, 20)
    assert game.state.objects[named(game, "Bloodbond Vampire")].counters == {"+1/+1": 1}
