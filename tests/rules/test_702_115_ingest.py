"""CR 702.115: ingest — "Whenever this creature deals combat damage to a player, that player exiles the top card
of their library." A keyword module (``rules.keywords.ingest``) written in a card's ``keywords:`` list."""

from __future__ import annotations

from helpers import ANA, BO, advance_to, attack, block, life, named, pool_with, position, resolve
from manastack.cards.pool import CardPool
from manastack.rules.abilities import all_abilities
from manastack.types.enums import Step, Zone

card = CardPool.builtin().__getitem__


def test_702_115a_ingest_stands_for_a_triggered_ability():
    """702.115a: ingest is a triggered ability, numbered after the printed ones."""
    assert [getattr(a, "label", "") for a in all_abilities(card("Culling Drone"))] == ["ingest"]


def test_702_115a_combat_damage_to_a_player_exiles_the_top_card_of_their_library():
    """702.115a: "that player exiles the top card of their library"."""
    game = position(battlefield=(["Culling Drone"], []), library=(["Island"] * 3, ["Forest", "Mountain"]))
    attack(game, named(game, "Culling Drone"))
    advance_to(game, Step.COMBAT_DAMAGE)
    assert game.state.players[BO].life == 18
    resolve(game)
    assert named(game, "Forest", Zone.EXILE, BO)
    assert [game.state.objects[c].card for c in game.state.players[BO].library] == ["Mountain"]


def test_702_115a_an_empty_library_exiles_nothing_and_nobody_loses():
    """702.115a, 704.5b: with no card in the library there is nothing to exile; only drawing from an empty library
    makes a player lose."""
    game = position(battlefield=(["Culling Drone"], []), library=(["Island"] * 3, []))
    attack(game, named(game, "Culling Drone"))
    advance_to(game, Step.COMBAT_DAMAGE)
    resolve(game)
    assert game.state.players[BO].in_game and not game.state.zone_list(Zone.EXILE, BO)
    assert any(e.kind == "library_empty" for e in game.events)


def test_702_115a_a_blocked_creature_deals_no_damage_to_a_player_and_ingest_does_not_trigger():
    """702.115a: only combat damage dealt to a player triggers it (a creature blocked deals it to the blocker)."""
    game = position(battlefield=(["Culling Drone"], ["Hill Giant"]), library=(["Island"] * 3, ["Forest"]))
    attack(game, named(game, "Culling Drone"))
    block(game, (named(game, "Hill Giant"), named(game, "Culling Drone")))
    advance_to(game, Step.COMBAT_DAMAGE)
    assert not game.state.stack and named(game, "Forest", Zone.LIBRARY, BO)


def test_702_115a_noncombat_damage_does_not_trigger_ingest():
    """702.115a, 510.2: "combat damage" — a creature's damage from a spell or ability is not combat damage."""
    from manastack.rules.damage import deal_damage
    from manastack.rules.targets import player_target

    game = position(battlefield=(["Culling Drone"], []), library=(["Island"] * 3, ["Forest"]))
    deal_damage(game.state, game.state.objects[named(game, "Culling Drone")], player_target(BO), 2)
    assert not game.state.triggers


def test_510_2_a_printed_combat_damage_trigger_uses_the_same_event():
    """510.2, 603.2: "Whenever this creature deals combat damage to a player" written on a card triggers once."""
    pool = pool_with("""
Thieving Drone:
  cost: "{1}{U}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: combat_damage_to_player}
      effects: [{do: gain_life, amount: 1}]
""")
    game = position(battlefield=(["Thieving Drone"], []), cards=pool)
    attack(game, named(game, "Thieving Drone"))
    advance_to(game, Step.COMBAT_DAMAGE)
    resolve(game)
    assert life(game) == (21, 19) and game.state.active == ANA
