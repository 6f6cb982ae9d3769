"""CR 603.2: a triggered ability triggers whenever its trigger event happens — the events a card file may
name besides those of ``test_603_triggered_abilities``: blocks, becomes tapped, is dealt damage, is put into
a graveyard."""

from __future__ import annotations

from helpers import (
    P1,
    advance_to,
    attack,
    block,
    cast,
    events,
    life,
    named,
    pool_with,
    position,
    resolve,
)
from manastack.rules.zones import move
from manastack.types.enums import Step, Zone

WATCHERS = """
Wary Sentinel:
  cost: "{1}{W}"
  types: [Creature]
  power: 1
  toughness: 4
  abilities:
    - {kind: triggered, when: {event: blocks}, effects: [{do: gain_life, amount: 5}]}
Tap Listener:
  cost: "{G}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: becomes_tapped, who: any, filter: {types: [Land], controller: you}}
      effects: [{do: gain_life, amount: 1}]
Pain Sponge:
  cost: "{2}{R}"
  types: [Creature]
  power: 0
  toughness: 5
  abilities:
    - {kind: triggered, when: {event: dealt_damage}, effects: [{do: lose_life, who: opponents, amount: 2}]}
Grave Listener:
  cost: "{B}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: put_into_graveyard, who: another, filter: {types: [Instant]}}
      effects: [{do: gain_life, amount: 3}]
Parting Sprite:
  cost: "{U}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - {kind: triggered, when: {event: leaves}, effects: [{do: draw}]}
Bright Witness:
  cost: "{W}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - {kind: triggered, when: {event: life_gained, who: you}, effects: [{do: lose_life, who: opponents, amount: 1}]}
Small Blessing:
  cost: "{W}"
  types: [Instant]
  spell: {effects: [{do: gain_life, amount: 3}]}
Early Riser:
  cost: "{U}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - {kind: triggered, when: {event: draw_step}, effects: [{do: gain_life, amount: 2}]}
"""
WATCHERS_CARDS = pool_with(WATCHERS)


def test_603_6c_a_leaves_the_battlefield_ability_triggers_when_it_is_returned_to_hand():
    """603.6c: a leaves-the-battlefield ability triggers when its permanent moves to any other zone."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Island", "Parting Sprite"], []), hand=(["Unsummon"], []))
    cast(game, "Unsummon", named(game, "Parting Sprite"))
    resolve(game)
    assert len(game.state.players[0].hand) == 2    # Parting Sprite, and the card drawn


def test_603_2_a_life_gained_ability_triggers_when_its_controller_gains_life():
    """603.2, 119.3: "whenever you gain life" — gaining 3 life makes Bright Witness trigger."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Plains", "Bright Witness"], []), hand=(["Small Blessing"], []))
    cast(game, "Small Blessing")
    resolve(game)
    assert life(game) == (23, 19)


def test_603_2b_a_draw_step_ability_triggers_as_its_controllers_draw_step_begins():
    """603.2b: "at the beginning of your draw step" triggers as that step begins, and not on the opponent's."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Early Riser"], []), step=Step.END)
    advance_to(game, Step.MAIN1, turn=5)
    assert life(game) == (22, 20)


def test_509_3a_a_blocks_ability_triggers_when_the_creature_is_declared_a_blocker():
    """509.3a: "Whenever [a creature] blocks" triggers if that creature is declared as a blocker."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Grizzly Bears"], ["Wary Sentinel"]))
    attack(game, named(game, "Grizzly Bears"))
    block(game, (named(game, "Wary Sentinel"), named(game, "Grizzly Bears")))
    resolve(game)
    assert life(game) == (20, 25)
    assert [e.rule for e in events(game, "triggered")] == ["603.2"]


def test_603_2_a_becomes_tapped_ability_triggers_on_a_mana_ability_tap():
    """603.2, 701.26a: "whenever a land you control becomes tapped" — tapping Forests for mana (605.3a) to
    cast a spell makes it trigger once per land."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Tap Listener", "Forest", "Forest"], []),
                    hand=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert life(game) == (22, 20)


def test_603_2_a_becomes_tapped_ability_ignores_untapped_lands():
    """603.2: no land became tapped, so the ability does not trigger."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Tap Listener", "Forest"], []))
    advance_to(game, Step.END)
    assert not events(game, "triggered") and life(game) == (20, 20)


def test_603_2_a_dealt_damage_ability_triggers_when_its_creature_is_dealt_damage():
    """603.2, 120.3: "whenever this is dealt damage" — Shock on Pain Sponge makes it trigger."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Mountain"], ["Pain Sponge"]), hand=(["Shock"], []))
    cast(game, "Shock", named(game, "Pain Sponge"))
    resolve(game)
    assert life(game) == (18, 20)


def test_603_2_a_dealt_damage_ability_ignores_damage_to_a_player():
    """603.2: damage dealt to its controller is not damage dealt to the creature."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Mountain"], ["Pain Sponge"]), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    resolve(game)
    assert life(game) == (20, 18)


def test_603_6c_a_graveyard_ability_triggers_on_a_spell_put_into_a_graveyard():
    """603.2, 608.2n: an instant is put into its owner's graveyard as it finishes resolving — "whenever
    another instant is put into a graveyard" triggers."""
    game = position(cards=WATCHERS_CARDS, battlefield=(["Mountain", "Grave Listener"], []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    resolve(game)
    assert life(game) == (23, 18)


def test_603_2_a_while_condition_is_part_of_the_trigger_event():
    """603.2: "whenever this attacks while you control a token" triggers only if Ana controls a token as it
    attacks (Seasoned Warrenguard); without one, nothing triggers."""
    with_token = position(battlefield=(["Seasoned Warrenguard", "Food"], []))
    with_token.state.objects[named(with_token, "Food")].token = True
    attack(with_token, named(with_token, "Seasoned Warrenguard"))
    assert [e.rule for e in events(with_token, "triggered")] == ["603.2"]
    resolve(with_token)
    assert with_token.characteristics(named(with_token, "Seasoned Warrenguard")).power == 3
    without = position(battlefield=(["Seasoned Warrenguard", "Plains"], []))
    attack(without, named(without, "Seasoned Warrenguard"))
    assert not events(without, "triggered") and not without.state.stack


def test_603_2_a_while_condition_is_not_checked_again_on_resolution():
    """603.2 (unlike an intervening if, 603.4): the token gone before resolution, Warrenguard still gets +2/+0."""
    game = position(battlefield=(["Seasoned Warrenguard", "Food"], []))
    food = named(game, "Food")
    game.state.objects[food].token = True
    attack(game, named(game, "Seasoned Warrenguard"))
    move(game.state, food, Zone.GRAVEYARD, rule="701.21a", why="sacrificed")
    resolve(game)
    assert game.characteristics(named(game, "Seasoned Warrenguard")).power == 3
