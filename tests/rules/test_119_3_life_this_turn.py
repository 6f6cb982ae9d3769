"""CR 119.3, 119.4: "if you gained life this turn", "if you gained and lost life this turn", "if an opponent lost
life this turn" — whether it happened, not how the life total changed; paying life is losing it; a new turn
starts again."""

from __future__ import annotations

import pytest

from helpers import advance_to, position
from manastack.rules.conditions import holds
from manastack.rules.costs import pay_life
from manastack.rules.damage import gain_life, lose_life
from manastack.types.enums import Step


def _holds(game, condition: str) -> bool:  # type: ignore[no-untyped-def]
    source = game.state.objects[game.state.battlefield[0]]
    return holds(game.state, source, condition)


@pytest.mark.parametrize(("gain", "lose", "expected"), [
    (0, 0, {"gained_life": False, "lost_life": False, "gained_and_lost_life": False, "gained_or_lost_life": False}),
    (2, 0, {"gained_life": True, "lost_life": False, "gained_and_lost_life": False, "gained_or_lost_life": True}),
    (2, 1, {"gained_life": True, "lost_life": True, "gained_and_lost_life": True, "gained_or_lost_life": True}),
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
    assert _holds(game, "lost_life") and not _holds(game, "opponent_lost_life")
    lose_life(game.state, 1, 1)
    assert _holds(game, "opponent_lost_life")


def test_119_3_a_new_turn_starts_again():
    """119.3: "this turn": after the turn ends, nothing was gained or lost yet."""
    game = position(battlefield=(["Plains"], []))
    gain_life(game.state, 0, 1)
    advance_to(game, Step.UPKEEP)
    assert not _holds(game, "gained_life")
