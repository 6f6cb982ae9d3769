"""CR 602.2b, 601.2h: every part of an activated ability's cost is paid, or the ability can't be activated;
paying life (119.4), discarding (701.9) and sacrificing (701.21) as costs."""

from __future__ import annotations

import pytest

from helpers import ANA, activate, choose, events, ids, life, named, pool_with, position, resolve
from manastack.cards.loader import parse_card_file
from manastack.types.actions import ActivateAbility
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

CARDS = """
Test Bloodletter:
  cost: "{B}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - {kind: activated, cost: {mana: "{1}{B}", life: 2}, effects: [{do: draw, amount: 1}]}
Test Madman:
  cost: "{R}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - {kind: activated, cost: {discard: 1}, effects: [{do: gain_life, amount: 3}]}
Test Butcher:
  cost: "{B}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - {kind: activated, cost: {sacrifice: {types: [Creature], another: true}}, effects: [{do: gain_life, amount: 2}]}
"""


def legal_activation(game, source: int) -> bool:  # type: ignore[no-untyped-def]
    return ActivateAbility(ANA, source, 0) in game.legal_actions()


def test_602_2b_and_119_4_a_life_cost_is_paid() -> None:
    """601.2h via 602.2b: the total cost, mana and life, is paid; 119.4: paying life lowers the life total."""
    pool = pool_with(CARDS)
    game = position(battlefield=(["Test Bloodletter", "Swamp", "Swamp"], []), cards=pool)
    activate(game, named(game, "Test Bloodletter"), 0)
    assert life(game) == (18, 20)
    assert [e.rule for e in events(game, "life_paid")] == ["119.4"]


def test_119_4_a_player_cant_pay_more_life_than_they_have() -> None:
    """119.4: a player can pay life only if their life total is greater than or equal to the payment."""
    pool = pool_with(CARDS)
    game = position(battlefield=(["Test Bloodletter", "Swamp", "Swamp"], []), life=(1, 20), cards=pool)
    assert not legal_activation(game, named(game, "Test Bloodletter"))
    game = position(battlefield=(["Test Bloodletter", "Swamp", "Swamp"], []), life=(2, 20), cards=pool)
    assert legal_activation(game, named(game, "Test Bloodletter"))


def test_602_2b_discarding_as_a_cost_is_a_choice() -> None:
    """601.2h, 701.9a: the player chooses the card to discard as the cost is paid; with no card the
    ability can't be activated."""
    pool = pool_with(CARDS)
    game = position(battlefield=(["Test Madman"], []), cards=pool)
    assert not legal_activation(game, named(game, "Test Madman"))
    game = position(battlefield=(["Test Madman"], []), hand=(["Shock", "Giant Growth"], []), cards=pool)
    game.apply(ActivateAbility(ANA, named(game, "Test Madman"), 0))
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and game.decision.rule == "601.2h"
    choose(game, named(game, "Giant Growth"))
    assert named(game, "Giant Growth", Zone.GRAVEYARD) and named(game, "Shock", Zone.HAND)
    resolve(game)
    assert life(game) == (23, 20)


def test_602_2b_sacrificing_as_a_cost_chooses_among_legal_permanents() -> None:
    """601.2h, 701.21a: the player chooses which permanent matching the cost to sacrifice; with none the
    ability can't be activated."""
    pool = pool_with(CARDS)
    game = position(battlefield=(["Test Butcher", "Forest"], ["Grizzly Bears"]), cards=pool)
    assert not legal_activation(game, named(game, "Test Butcher"))
    game = position(battlefield=(["Test Butcher", "Grizzly Bears", "Savannah Lions"], ["Hill Giant"]), cards=pool)
    game.apply(ActivateAbility(ANA, named(game, "Test Butcher"), 0))
    d = game.decision
    assert d.kind is DecisionKind.CHOOSE_OBJECT and d.rule == "601.2h"
    assert set(d.options) == {named(game, "Grizzly Bears"), named(game, "Savannah Lions")}
    choose(game, named(game, "Savannah Lions"))
    resolve(game)
    assert named(game, "Savannah Lions", Zone.GRAVEYARD) and life(game) == (22, 20)
    assert ids(game, "Grizzly Bears", Zone.BATTLEFIELD)


@pytest.mark.parametrize("ability", [
    "{kind: mana, cost: {tap: true, life: 1}, add: B}",
    "{kind: mana, cost: {discard: 1}, add: B}",
])
def test_605_a_mana_ability_cost_part_the_engine_cant_pay_doesnt_load(ability: str) -> None:
    """602.2b, 605.3a: a mana ability's cost is paid as it's activated; a cost part the engine doesn't pay
    for mana abilities is refused when the card file loads (it would be skipped)."""
    text = f'Test Land: {{types: [Land], abilities: [{ability}]}}\n'
    with pytest.raises(Exception, match="cost"):
        list(parse_card_file(text, "<test>"))


SPELL = """
Test Bargain:
  cost: "{B}"
  types: [Sorcery]
  additional_cost: {life: 3}
  spell: {effects: [{do: draw, amount: 2}]}
"""


def test_601_2h_a_spell_s_additional_life_cost_is_paid_or_it_cant_be_cast() -> None:
    """601.2b, 601.2h, 119.4: an additional cost of paying life is paid with the rest; with too little life
    the spell can't be cast."""
    from manastack.types.actions import CastSpell

    pool = pool_with(SPELL)
    game = position(battlefield=(["Swamp"], []), hand=(["Test Bargain"], []), life=(2, 20), cards=pool)
    assert CastSpell(ANA, named(game, "Test Bargain")) not in game.legal_actions()
    game = position(battlefield=(["Swamp"], []), hand=(["Test Bargain"], []), cards=pool)
    from helpers import cast

    cast(game, "Test Bargain")
    assert life(game) == (17, 20)


@pytest.mark.parametrize("text", [
    "Test Spell: {cost: '{B}', types: [Sorcery], additional_cost: {tap: true}, spell: {effects: []}}",
    "Test Spell: {cost: '{B}', types: [Sorcery], additional_cost: {mana: '{1}'}, spell: {effects: []}}",
    "Test Spell: {cost: '{B}', types: [Sorcery], spell: {effects: [{do: pay, cost: {exile_self: true}}]}}",
    "Test Spell: {cost: '{B}', types: [Sorcery], spell: {effects: [{do: pay, cost: {tap: true}}]}}",
])
def test_601_2b_a_cost_part_the_engine_doesnt_pay_there_doesnt_load(text: str) -> None:
    """601.2h: no cost is skipped — a part that a spell's additional cost or a paid-on-resolution cost
    (118.12) can't have is refused when the card loads."""
    with pytest.raises(Exception, match="cost"):
        list(parse_card_file(text + "\n", "<test>"))


def test_601_2g_h_a_source_its_own_cost_taps_cant_pay_the_rest_with_its_own_mana() -> None:
    """601.2g–h, 118.3: mana abilities are activated before the {T} of the cost is paid, so a land whose
    ability costs "{5}{U}, {T}, sacrifice it" can't tap itself for part of the {5}{U} (Blighted Cataract with
    five Islands: not enough; with six: activated, and the Cataract's own mana is not used)."""
    game = position(battlefield=(["Blighted Cataract"] + ["Island"] * 5, []))
    assert ActivateAbility(ANA, named(game, "Blighted Cataract"), 1) not in game.legal_actions()
    game = position(battlefield=(["Blighted Cataract"] + ["Island"] * 6, []))
    cataract = named(game, "Blighted Cataract")
    assert ActivateAbility(ANA, cataract, 1) in game.legal_actions()
    activate(game, cataract, 1)
    assert not any(e.objects and e.objects[0] == cataract for e in events(game, "mana"))
    assert named(game, "Blighted Cataract", Zone.GRAVEYARD)
