"""CR 305: lands — playing a land is a special action, one per turn, at sorcery speed."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, P1, advance_to, cast, named, pass_priority, play_land, position, priority_player
from manastack.game import IllegalActionError
from manastack.types.actions import PlayLand
from manastack.types.enums import Step, Zone


def land_plays(game) -> list[PlayLand]:  # type: ignore[no-untyped-def]
    return [a for a in game.legal_actions() if isinstance(a, PlayLand)]


def test_305_1_playing_a_land_puts_it_onto_the_battlefield_without_the_stack() -> None:
    """305.1, 116.2a: a player who plays a land puts it onto the battlefield; it doesn't use the stack."""
    game = position(hand=(["Forest"], []))
    play_land(game, "Forest")
    assert game.state.objects[named(game, "Forest")].zone is Zone.BATTLEFIELD
    assert game.state.stack == []
    assert priority_player(game) == ANA      # 116.3: the player keeps priority after a special action


def test_305_2_only_one_land_per_turn() -> None:
    """305.2: a player can normally play only one land during each of their turns."""
    game = position(hand=(["Forest", "Mountain"], []))
    assert len(land_plays(game)) == 2
    play_land(game, "Forest")
    assert land_plays(game) == []
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(PlayLand(ANA, named(game, "Mountain")))
    assert game.to_json() == before


def test_305_2_the_land_play_comes_back_next_turn() -> None:
    """305.2: the limit is per turn: on the player's next turn they may play a land again."""
    game = position(hand=(["Forest", "Mountain"], []))
    play_land(game, "Forest")
    advance_to(game, Step.MAIN1, turn=5)
    assert game.state.active == ANA
    assert [game.state.objects[a.card].card for a in land_plays(game)] == ["Mountain", "Island"]


def test_305_1_no_land_on_an_opponents_turn() -> None:
    """305.1, 116.2a: a land is played only during your own main phase."""
    game = position(hand=([], ["Forest"]))
    pass_priority(game)
    assert priority_player(game) == BO and land_plays(game) == []


def test_305_1_no_land_while_the_stack_is_not_empty() -> None:
    """116.2a: playing a land needs an empty stack."""
    game = position(battlefield=(["Mountain"], []), hand=(["Shock", "Forest"], []))
    cast(game, "Shock", P1)
    assert land_plays(game) == []


def test_305_1_no_land_outside_a_main_phase() -> None:
    """116.2a: a land is played only in a main phase."""
    game = position(hand=(["Forest"], []))
    pass_priority(game)
    pass_priority(game)
    assert game.state.step is Step.BEGIN_COMBAT and land_plays(game) == []


def test_305_2_playing_a_land_in_the_second_main_phase_counts_too() -> None:
    """305.2: one land per turn, whether played before or after combat."""
    game = position(hand=(["Forest", "Mountain"], []))
    play_land(game, "Forest")
    advance_to(game, Step.MAIN2)
    assert land_plays(game) == []
