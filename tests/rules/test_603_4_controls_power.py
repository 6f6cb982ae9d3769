"""CR 603.4: the intervening "if you control a creature with power 4 or greater" (``controls_power:4``)."""

from __future__ import annotations

from helpers import advance_to, pool_with, position
from manastack.types.enums import Step

CHECK = """
Power Check:
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: end_step}
      intervening_if: "controls_power:4"
      effects: [{do: gain_life, amount: 1}]
"""


def test_603_4_it_triggers_with_a_four_power_creature():
    """603.4: the condition holds as the end step begins, so it triggers."""
    game = position(battlefield=(["Power Check", "Hill Giant", "Grizzly Bears"], []), cards=pool_with(CHECK))
    from helpers import counters, named

    counters(game, named(game, "Hill Giant"), "+1/+1", 1)
    advance_to(game, Step.END)
    assert len(game.state.stack) == 1


def test_603_4_it_does_not_trigger_without_one():
    """603.4: with only 3-power creatures the ability doesn't trigger at all."""
    game = position(battlefield=(["Power Check", "Hill Giant"], []), cards=pool_with(CHECK))
    advance_to(game, Step.END)
    assert game.state.stack == []
