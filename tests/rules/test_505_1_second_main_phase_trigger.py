"""CR 505.1, 603.2b: "at the beginning of your second main phase" triggers as the postcombat main phase begins
(not the first one); "choose one of them" chooses among the cards just exiled (608.2d), and "until end of turn,
you may play it" ends in the cleanup step (514.2)."""

from __future__ import annotations

from helpers import advance_to, choose, pass_priority, pool_with, position
from manastack.types.actions import CastSpell
from manastack.types.enums import Step

CARDS = """
Late Spark:
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: main2}
      effects:
        - {do: exile_top, amount: 2, remember: them}
        - {do: choose_object, among: them, remember: it}
        - {do: may_cast_exiled, what: it, duration: end_of_turn}
"""


def _game():  # type: ignore[no-untyped-def]
    return position(battlefield=(["Late Spark", "Mountain"], []), library=(["Shock", "Lightning Bolt"] + ["Island"] * 4,
                                                                            ["Island"] * 4), cards=pool_with(CARDS))


def test_505_1_it_triggers_in_the_second_main_phase_only():
    """505.1: nothing in the first main phase; the ability waits on the stack in the second."""
    game = _game()
    assert game.state.stack == []
    advance_to(game, Step.MAIN2)
    assert len(game.state.stack) == 1


def test_608_2d_one_of_the_two_may_be_cast_until_end_of_turn():
    """608.2d, 601.3, 514.2: Ana chooses Shock of the two exiled cards; it may be cast now, not next turn."""
    game = _game()
    advance_to(game, Step.MAIN2)
    pass_priority(game)
    pass_priority(game)
    shock = next(o for o in game.decision.options if game.state.objects[o].card == "Shock")
    choose(game, shock)
    assert CastSpell(0, shock) in game.legal_actions()
    bolt = next(o for o in game.state.exile if game.state.objects[o].card == "Lightning Bolt")
    assert CastSpell(0, bolt) not in game.legal_actions()
    advance_to(game, Step.UPKEEP)
    assert not any(e.layer == "may_cast" for e in game.state.effects)
