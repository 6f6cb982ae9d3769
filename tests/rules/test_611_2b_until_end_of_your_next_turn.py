"""CR 611.2b, 601.3, 305.1: "exile the top two cards of your library; until the end of your next turn, you may
play them" — the permission lets the player play a land or cast a spell from exile, and lasts through the
controller's next turn; CR 603.7c: a delayed ability lasting "until the end of your next turn" too."""

from __future__ import annotations

from helpers import advance_to, cast, pool_with, position, resolve
from manastack.types.actions import CastSpell, PlayLand
from manastack.types.enums import Step

CARDS = """
Test Impulse:
  cost: "{R}"
  types: [Sorcery]
  spell:
    effects:
      - {do: exile_top, amount: 2, remember: them}
      - {do: may_cast_exiled, what: them, play: true, duration: end_of_your_next_turn}
"""


def _game():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Mountain", "Mountain"], []), hand=(["Test Impulse"], []),
                    library=(["Mountain", "Shock", "Island", "Island", "Island", "Island"], ["Island"] * 8),
                    cards=pool_with(CARDS))
    cast(game, "Test Impulse")
    resolve(game)
    return game


def _exiled(game, name):  # type: ignore[no-untyped-def]
    return next(o for o in game.state.exile if game.state.objects[o].card == name)


def test_406_2_the_top_two_are_exiled_and_may_be_played():
    """406.2, 601.3, 305.1: the Mountain may be played and the Shock cast from exile."""
    game = _game()
    actions = game.legal_actions()
    assert PlayLand(0, _exiled(game, "Mountain")) in actions
    assert CastSpell(0, _exiled(game, "Shock")) in actions


def test_611_2b_still_on_the_next_turn_gone_after_it():
    """611.2b: through Ana's next turn (turn 5) the Shock may be cast; in turn 7 it can't."""
    game = _game()
    advance_to(game, Step.MAIN1, turn=5)
    assert CastSpell(0, _exiled(game, "Shock")) in game.legal_actions()
    advance_to(game, Step.MAIN1, turn=7)
    assert CastSpell(0, _exiled(game, "Shock")) not in game.legal_actions()
