"""CR 117: timing and priority — who receives priority, and what passing in succession does."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, P0, P1, cast, named, pass_priority, position, priority_player, resolve_top
from manastack.game import IllegalActionError
from manastack.types.actions import PassPriority
from manastack.types.enums import Step


def test_117_3a_active_player_receives_priority_at_the_start_of_a_step() -> None:
    """117.3a: the active player receives priority at the beginning of most steps and phases."""
    game = position()
    assert priority_player(game) == ANA
    pass_priority(game)
    pass_priority(game)
    assert game.state.step is Step.BEGIN_COMBAT and priority_player(game) == ANA


def test_117_3c_after_casting_a_spell_the_caster_receives_priority() -> None:
    """117.3c: a player who casts a spell receives priority afterwards."""
    game = position(battlefield=(["Mountain"], []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    assert priority_player(game) == ANA and len(game.state.stack) == 1


def test_117_3d_passing_gives_priority_to_the_next_player() -> None:
    """117.3d: a player who passes priority gives it to the next player in turn order."""
    game = position(battlefield=(["Mountain"], []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    pass_priority(game)
    assert priority_player(game) == BO and len(game.state.stack) == 1


def test_117_4_all_players_pass_in_succession_top_object_resolves() -> None:
    """117.4: if all players pass in succession with an object on the stack, the top object resolves."""
    game = position(battlefield=(["Mountain"], []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    pass_priority(game)
    pass_priority(game)
    assert game.state.stack == []
    assert game.state.players[BO].life == 18
    assert game.state.step is Step.MAIN1


def test_117_3b_after_resolution_active_player_gets_priority() -> None:
    """117.3b: after a spell resolves, the active player receives priority (even if another player cast it)."""
    game = position(battlefield=([], ["Mountain"]), hand=([], ["Shock"]))
    pass_priority(game)
    assert priority_player(game) == BO
    cast(game, "Shock", P0)
    resolve_top(game)
    assert game.state.players[ANA].life == 18
    assert priority_player(game) == ANA


def test_117_4_all_pass_with_empty_stack_the_step_ends() -> None:
    """117.4, 500.2: if all players pass in succession with an empty stack, the step or phase ends."""
    game = position()
    pass_priority(game)
    assert game.state.step is Step.MAIN1 and priority_player(game) == BO
    pass_priority(game)
    assert game.state.step is Step.BEGIN_COMBAT


def test_117_4_an_action_in_between_restarts_the_succession() -> None:
    """117.4: passes must be in succession: an action after one pass means everyone must pass again."""
    game = position(battlefield=([], ["Mountain", "Mountain"]), hand=([], ["Shock", "Shock"]))
    pass_priority(game)
    cast(game, game.state.players[BO].hand[0], P0)
    pass_priority(game)           # Bo passes, Ana now has priority with Shock on the stack
    assert priority_player(game) == ANA
    pass_priority(game)           # Ana passes: both passed in succession → Shock resolves
    assert game.state.stack == [] and game.state.players[ANA].life == 18
    assert game.state.step is Step.MAIN1


def test_117_1_only_the_player_with_priority_may_act() -> None:
    """117.1: a player may act only while holding priority; other actions are illegal and change nothing."""
    game = position()
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(PassPriority(BO))
    assert game.to_json() == before


def test_117_1a_sorcery_speed_spell_needs_an_empty_stack_in_your_main_phase() -> None:
    """117.1a, 307.1: a sorcery (or creature) is cast only in its controller's main phase with an empty stack."""
    game = position(battlefield=(["Forest", "Forest", "Mountain"], []), hand=(["Grizzly Bears", "Shock"], []))
    bears = named(game, "Grizzly Bears")
    assert any(getattr(a, "card", None) == bears for a in game.legal_actions())
    cast(game, "Shock", P1)
    assert not any(getattr(a, "card", None) == bears for a in game.legal_actions())
