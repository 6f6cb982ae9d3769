"""CR 119.3, 119.4: gaining and losing life — and paying life, which is losing it — are remembered for the turn,
so "if you gained or lost life this turn" and "whenever you lose life" can ask about them."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, P0, advance_to, cast, events, named, pool_with, position, resolve
from manastack.rules.conditions import holds
from manastack.rules.costs import pay_life
from manastack.rules.damage import gain_life, lose_life
from manastack.rules.turns import next_turn
from manastack.types.enums import Step

LOSER = """
Test Mourner:
  cost: "{B}"
  types: [Creature]
  subtypes: [Bat]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: life_lost, who: you}
      effects: [{do: draw, amount: 1}]
"""


def test_119_3_gaining_and_losing_life_are_counted_for_the_turn_and_forgotten_at_the_next():
    """119.3: a player who gained 2 and lost 2 has both gained and lost life this turn; a new turn forgets it."""
    game = position()
    state = game.state
    gain_life(state, ANA, 2)
    lose_life(state, ANA, 2)
    ana = state.players[ANA]
    assert (ana.life, ana.life_gained, ana.life_lost) == (20, 2, 2)
    next_turn(state)
    assert (ana.life_gained, ana.life_lost) == (0, 0)


def test_119_4_paying_life_is_losing_life():
    """119.4: paying life subtracts it from the life total: the player has lost that much life."""
    game = position()
    pay_life(game.state, BO, 3)
    assert game.state.players[BO].life_lost == 3


def test_119_3_whenever_you_lose_life_triggers_on_damage_and_on_paying_life():
    """119.3, 120.3a, 119.4: damage to a player and paying life are both life lost: the trigger fires for each."""
    game = position(battlefield=(["Test Mourner", "Mountain"], []), hand=(["Shock"], []),
                    cards=pool_with(LOSER))
    cast(game, "Shock", P0)
    resolve(game)
    assert len(events(game, "triggered")) == 1 and len(game.state.players[ANA].hand) == 1
    pay_life(game.state, ANA, 1)
    assert len(game.state.triggers) == 1


def test_119_3_lost_life_condition_reads_the_player_not_the_life_total():
    """119.3: "if you lost life this turn" holds after a loss even when a gain has made up for it."""
    from manastack.rules.conditions import holds

    game = position(battlefield=(["Test Mourner"], []), cards=pool_with(LOSER))
    mourner = game.state.objects[named(game, "Test Mourner")]
    assert not holds(game.state, mourner, "lost_life:you")
    assert not holds(game.state, mourner, "life_changed:you")
    gain_life(game.state, ANA, 1)
    assert holds(game.state, mourner, "life_changed:you") and not holds(game.state, mourner, "lost_life:you")
    lose_life(game.state, ANA, 1)
    assert holds(game.state, mourner, "lost_life:you")


def test_603_2c_an_ability_that_triggers_only_once_each_turn():
    """603.2c: Moonstone Harbinger's ability triggers on the first life event of Ana's turn and on no later one that
    turn; in her next turn it may trigger again."""
    game = position(battlefield=(["Moonstone Harbinger"], []))
    gain_life(game.state, ANA, 1)
    lose_life(game.state, ANA, 1)
    assert len(game.state.triggers) == 1
    game.state.triggers.clear()
    next_turn(game.state)
    next_turn(game.state)
    gain_life(game.state, ANA, 1)
    assert len(game.state.triggers) == 1

def _holds(game, condition: str) -> bool:  # type: ignore[no-untyped-def]
    source = game.state.objects[game.state.battlefield[0]]
    return holds(game.state, source, condition)


LIFE = ("gained_life:you", "lost_life:you", "gained_and_lost_life:you", "life_changed:you")


@pytest.mark.parametrize(("gain", "lose", "expected"), [
    (0, 0, dict(zip(LIFE, (False, False, False, False), strict=True))),
    (2, 0, dict(zip(LIFE, (True, False, False, True), strict=True))),
    (2, 1, dict(zip(LIFE, (True, True, True, True), strict=True))),
])
def test_119_3_gained_and_lost_this_turn(gain: int, lose: int, expected: dict[str, bool]):
    """119.3: gaining 2 and losing 1 is both gaining and losing life (ruling), however the total moved."""
    game = position(battlefield=(["Plains"], []))
    gain_life(game.state, 0, gain)
    lose_life(game.state, 0, lose)
    assert {c: _holds(game, c) for c in expected} == expected


def test_119_4_paying_life_is_losing_it_and_opponents_count():
    """119.4: paying life loses it; "an opponent lost life" looks at the other players only."""
    game = position(battlefield=(["Plains"], []))
    pay_life(game.state, 0, 2)
    assert _holds(game, "lost_life:you") and not _holds(game, "opponent_lost_life")
    lose_life(game.state, 1, 1)
    assert _holds(game, "opponent_lost_life")


def test_119_3_a_new_turn_starts_again():
    """119.3: "this turn": after the turn ends, nothing was gained or lost yet."""
    game = position(battlefield=(["Plains"], []))
    gain_life(game.state, 0, 1)
    advance_to(game, Step.UPKEEP)
    assert not _holds(game, "gained_life:you")
