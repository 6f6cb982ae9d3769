"""CR 510.2, 603.2: "whenever a creature you control deals combat damage to a player" triggers once for each such
creature as combat damage is dealt; not for damage to a creature, nor for noncombat damage."""

from __future__ import annotations

from helpers import advance_to, attack, block, cast, named, pool_with, position
from manastack.types.enums import Step

CARDS = """
Damage Watcher:
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: combat_damage_to_player, who: any, filter: {types: [Creature], controller: you}}
      effects: [{do: gain_life, amount: 1}]
"""


def test_510_2_two_unblocked_attackers_trigger_it_twice():
    """510.2: each creature dealing combat damage to a player is one trigger."""
    game = position(battlefield=(["Damage Watcher", "Grizzly Bears", "Hill Giant"], []), cards=pool_with(CARDS))
    attack(game, named(game, "Grizzly Bears"), named(game, "Hill Giant"))
    advance_to(game, Step.END_COMBAT)
    assert game.state.players[0].life == 22


def test_510_2_blocked_or_noncombat_damage_does_not():
    """510.2: a blocked creature deals its damage to the blocker; Shock's damage isn't combat damage."""
    game = position(battlefield=(["Damage Watcher", "Hill Giant", "Mountain"], ["Grizzly Bears"]),
                    hand=(["Shock"], []), cards=pool_with(CARDS))
    cast(game, "Shock", -1001)
    from helpers import resolve

    resolve(game)
    assert game.state.stack == []
    giant = named(game, "Hill Giant")
    attack(game, giant)
    block(game, (named(game, "Grizzly Bears"), giant))
    advance_to(game, Step.END_COMBAT)
    assert game.state.players[0].life == 20
