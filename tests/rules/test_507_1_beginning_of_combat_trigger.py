"""CR 507.1, 603.2b: "at the beginning of combat on your turn" triggers as the beginning of combat step of its
controller's turn begins, and not on an opponent's turn."""

from __future__ import annotations

from helpers import advance_to, pool_with, position
from manastack.types.enums import Step

CARDS = """
Combat Horn:
  types: [Artifact]
  abilities:
    - kind: triggered
      when: {event: begin_combat}
      effects: [{do: gain_life, amount: 1}]
"""


def test_507_1_it_triggers_on_your_beginning_of_combat():
    """507.1: Ana's beginning of combat step begins; the ability triggers."""
    game = position(battlefield=(["Combat Horn"], []), cards=pool_with(CARDS))
    advance_to(game, Step.BEGIN_COMBAT)
    assert len(game.state.stack) == 1


def test_507_1_not_on_an_opponents_turn():
    """603.2b: "on your turn": Bo's beginning of combat doesn't trigger it."""
    game = position(battlefield=(["Combat Horn"], []), cards=pool_with(CARDS), active=1)
    advance_to(game, Step.BEGIN_COMBAT)
    assert game.state.stack == []
