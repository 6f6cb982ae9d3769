"""CR 702.6: equip — a keyword module (``rules.keywords.equip``) that stands for an activated ability."""

from __future__ import annotations

from helpers import ANA, activate, named, position, resolve
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.rules.abilities import all_abilities
from manastack.types.actions import ActivateAbility
from manastack.types.enums import Step

card = CardPool.builtin().__getitem__


def test_702_6a_equip_is_an_activated_ability_numbered_after_the_printed_ones():
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only
    as a sorcery." — made from the card's ``equip:`` field, after its printed ability and its gift trigger."""
    sword = card("Starforged Sword")
    abilities = all_abilities(sword)
    equip = abilities[-1]
    assert len(abilities) == len(sword.abilities) + 2 and getattr(equip, "label", "") == "equip"
    assert equip.sorcery_speed and equip.cost.mana.render() == "{3}"   # type: ignore[union-attr]
    assert equip.targets[0].filter.controller == "you"                  # type: ignore[union-attr]
    assert "Equip {3}" in rules_text(sword).splitlines()


def test_702_6a_equip_attaches_to_target_creature_you_control_only_as_a_sorcery():
    """702.6a: activate only as a sorcery; the Equipment becomes attached to the target creature."""
    game = position(battlefield=(["Starforged Sword", "Grizzly Bears", "Island", "Island", "Island"],
                                 ["Hill Giant"]))
    sword, bears = named(game, "Starforged Sword"), named(game, "Grizzly Bears")
    index = len(all_abilities(card("Starforged Sword"))) - 1
    assert ActivateAbility(ANA, sword, index) in game.legal_actions()
    activate(game, sword, index, bears)
    resolve(game)
    assert game.state.objects[sword].attached_to == bears
    assert game.characteristics(bears).power == 5


def test_702_6a_equip_is_not_offered_outside_a_main_phase():
    game = position(battlefield=(["Starforged Sword", "Grizzly Bears", "Island", "Island", "Island"], []),
                    step=Step.BEGIN_COMBAT)
    sword = named(game, "Starforged Sword")
    assert not any(isinstance(a, ActivateAbility) and a.source == sword for a in game.legal_actions())
