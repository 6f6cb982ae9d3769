"""CR 700.2b: the controller of a modal triggered ability chooses its mode as it is put on the stack (603.3c); a
mode whose required targets can't be chosen can't be chosen; with no mode possible, the ability is removed."""

from __future__ import annotations

import pytest

from helpers import choose, life, named, play_land, pool_with, position, resolve
from manastack.cards.loader import CardFileError
from manastack.cards.render import rules_text
from manastack.types.decisions import DecisionKind

ONLY_TARGETING = """
Lonely Retreat:
  cost: "{G}"
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: enters, who: any, filter: {types: [Land], controller: you}}
      modes:
        - targets: [{filter: {types: [Creature]}}]
          effects: [{do: add_counters, what: target, kind: "+1/+1", amount: 1}]
"""


def test_700_2b_the_mode_is_chosen_as_the_ability_goes_on_the_stack():
    """700.2b: the mode question comes before the targets, with the ability already on the stack (603.3c)."""
    game = position(battlefield=(["Retreat to Kazandu", "Grizzly Bears"], []), hand=(["Forest"], []))
    play_land(game, "Forest")
    assert game.decision.kind is DecisionKind.MODE and game.decision.rule == "700.2b"
    assert game.decision.options == (0, 1)
    assert len(game.state.stack) == 1
    choose(game, 0)
    assert game.decision.kind is DecisionKind.TARGET
    choose(game, named(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.objects[named(game, "Grizzly Bears")].counters == {"+1/+1": 1}


def test_700_2b_the_chosen_mode_alone_is_followed():
    """700.2b: only the chosen mode's instructions are followed: the life mode gives no counter."""
    game = position(battlefield=(["Retreat to Kazandu", "Grizzly Bears"], []), hand=(["Forest"], []))
    play_land(game, "Forest")
    choose(game, 1)
    resolve(game)
    assert life(game) == (22, 20)
    assert not game.state.objects[named(game, "Grizzly Bears")].counters.get("+1/+1")


def test_700_2b_a_mode_without_legal_targets_cannot_be_chosen():
    """700.2b: with no creature on the battlefield, the counter mode isn't offered."""
    game = position(battlefield=(["Retreat to Kazandu"], []), hand=(["Forest"], []))
    play_land(game, "Forest")
    assert game.decision.kind is DecisionKind.MODE and game.decision.options == (1,)
    with pytest.raises(ValueError):
        choose(game, 0)


def test_603_3c_with_no_mode_possible_the_ability_is_removed():
    """603.3c: a modal triggered ability none of whose modes can be chosen is removed from the stack."""
    game = position(battlefield=(["Lonely Retreat"], []), hand=(["Forest"], []), cards=pool_with(ONLY_TARGETING))
    play_land(game, "Forest")
    assert not game.state.stack
    assert any(e.rule == "603.3c" for e in game.state.events)


def test_700_2b_modes_render_as_choose_one():
    """700.2b: the rules text says "choose one —" and lists each mode after a bullet."""
    text = rules_text(pool_with(ONLY_TARGETING)["Lonely Retreat"])
    assert "choose one —\n• Put a +1/+1 counter on target creature." in text


def test_700_2b_a_modal_ability_keeps_its_instructions_in_its_modes():
    """700.2b: targets or effects beside the modes would be followed whatever the mode: refused at load."""
    with pytest.raises(CardFileError, match="modes"):
        pool_with(ONLY_TARGETING.replace("      modes:", "      effects: [{do: gain_life, amount: 1}]\n      modes:"))

