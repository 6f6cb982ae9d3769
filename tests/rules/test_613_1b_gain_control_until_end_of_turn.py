"""CR 613.1b, 608.2c, 514.2: "if that creature's power is 2 or less or if you control another Lizard, gain
control of that creature until end of turn" (Reptilian Recruiter): the conditions are read as the ability
resolves, the Recruiter itself isn't "another Lizard", and control returns as the turn ends."""

from __future__ import annotations

from helpers import advance_to, cast, choose, named, pass_priority, position, resolve, resolve_top
from manastack.types.enums import Step


def test_608_2c_power_is_read_on_resolution():
    """608.2c: the Bears are pumped to 5/5 in response: power 5 then, so Ana doesn't gain control."""
    game = position(battlefield=(["Mountain"] * 5, ["Grizzly Bears", "Forest"]),
                    hand=(["Reptilian Recruiter"], ["Giant Growth"]))
    cast(game, "Reptilian Recruiter")
    resolve_top(game)
    choose(game, named(game, "Grizzly Bears"))
    assert game.state.stack      # the trigger waits; Bo answers with Giant Growth
    pass_priority(game)
    cast(game, "Giant Growth", named(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.objects[named(game, "Grizzly Bears")].controller == 1


def test_613_1b_the_recruiter_is_not_another_lizard():
    """613.1b: with no other Lizard, a power-3 creature stays with its controller."""
    game = position(battlefield=(["Mountain"] * 5, ["Hill Giant"]), hand=(["Reptilian Recruiter"], []))
    cast(game, "Reptilian Recruiter")
    resolve(game, named(game, "Hill Giant"))
    assert game.state.objects[named(game, "Hill Giant")].controller == 1


def test_514_2_control_returns_as_the_turn_ends():
    """514.2, 613.1b: "until end of turn": Bo controls his Bears again in his turn."""
    game = position(battlefield=(["Mountain"] * 5, ["Grizzly Bears"]), hand=(["Reptilian Recruiter"], []))
    cast(game, "Reptilian Recruiter")
    resolve(game, named(game, "Grizzly Bears"))
    assert game.state.objects[named(game, "Grizzly Bears")].controller == 0
    advance_to(game, Step.UPKEEP, turn=4)
    assert game.state.objects[named(game, "Grizzly Bears")].controller == 1
