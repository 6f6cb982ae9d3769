"""CR 603.2e: "whenever [this] becomes the target of a spell or ability [you control] [for the first time each
turn]" — valiant, an ability word (CR 207.2c) naming that trigger on Bloomburrow's Mice."""

from __future__ import annotations

from helpers import (
    ANA,
    BO,
    activate,
    advance_to,
    attack,
    cast,
    choose,
    events,
    named,
    pass_priority,
    position,
    pt,
    resolve,
)
from manastack.types.enums import Step


def _mentor(**extra):  # type: ignore[no-untyped-def]
    hand = extra.pop("hand", (["Giant Growth", "Giant Growth"], ["Shock"]))
    return position(battlefield=(["Seedglaive Mentor", "Forest", "Forest", "Forest"], ["Mountain"]), hand=hand,
                    **extra)


def _counters(game) -> int:  # type: ignore[no-untyped-def]
    return game.state.objects[named(game, "Seedglaive Mentor")].counters.get("+1/+1", 0)


def test_603_2e_a_spell_you_control_targeting_it_triggers_and_the_trigger_resolves_first():
    """603.2e, 601.2c: Giant Growth targets Seedglaive Mentor; valiant triggers and resolves before the spell."""
    game = _mentor()
    mentor = named(game, "Seedglaive Mentor")
    cast(game, "Giant Growth", mentor)
    assert [e.rule for e in events(game, "targeted")] == ["601.2c"]
    assert len(game.state.stack) == 2                       # the trigger is above Giant Growth
    pass_priority(game)
    pass_priority(game)
    assert _counters(game) == 1 and pt(game, mentor) == (4, 3)
    resolve(game)
    assert pt(game, mentor) == (7, 6)


def test_603_2e_only_the_first_time_each_turn():
    """603.2e with "for the first time each turn": a second targeting this turn doesn't trigger; next turn does."""
    game = _mentor()
    mentor = named(game, "Seedglaive Mentor")
    cast(game, "Giant Growth", mentor)
    resolve(game)
    cast(game, "Giant Growth", mentor)
    assert len(game.state.stack) == 1
    resolve(game)
    assert _counters(game) == 1
    assert [e.get("first") for e in events(game, "targeted")] == [True, False]
    advance_to(game, Step.MAIN1, turn=5)
    assert not game.state.targeted                          # the record is per turn


def test_603_2e_a_spell_an_opponent_controls_does_not_trigger_it():
    """603.2e "you control": Bo's Shock targeting the Mentor doesn't trigger it, and doesn't use up Ana's first
    time: her own spell afterwards still triggers it."""
    game = _mentor(hand=(["Giant Growth"], ["Shock"]), active=BO)
    mentor = named(game, "Seedglaive Mentor")
    cast(game, "Shock", mentor)
    assert len(game.state.stack) == 1
    pass_priority(game)
    cast(game, "Giant Growth", mentor)                      # Ana responds
    assert len(game.state.stack) == 3
    resolve(game)
    assert _counters(game) == 1 and game.state.players[ANA].graveyard == [named(game, "Giant Growth")]


def test_602_2b_an_activated_ability_you_control_targeting_it_triggers():
    """602.2b, 603.2e: Brave-Kin Duo's ability targeting the Mentor is an ability Ana controls."""
    game = position(battlefield=(["Seedglaive Mentor", "Brave-Kin Duo", "Plains"], []))
    activate(game, named(game, "Brave-Kin Duo"), 0, named(game, "Seedglaive Mentor"))
    assert [e.rule for e in events(game, "targeted")] == ["602.2b"]
    resolve(game)
    assert _counters(game) == 1


def test_603_3d_a_triggered_ability_you_control_targeting_it_triggers():
    """603.3d, 603.2e: Thistledown Players' attack trigger targets the Mentor as it is put on the stack."""
    game = position(battlefield=(["Seedglaive Mentor", "Thistledown Players"], []), tapped=["Seedglaive Mentor"])
    attack(game, named(game, "Thistledown Players"))
    choose(game, named(game, "Seedglaive Mentor"))
    assert [e.rule for e in events(game, "targeted")] == ["603.3d"]
    resolve(game)
    assert _counters(game) == 1 and not game.state.objects[named(game, "Seedglaive Mentor")].tapped


def test_707_10c_a_copy_you_control_targeting_it_triggers():
    """707.10c, 603.2e (Seedglaive Mentor's ruling on copies): Bo's Giant Growth targets the Mentor (Bo's spell:
    no trigger); Ana's Twincast copies it, and the copy, Ana's, targeting the Mentor triggers valiant."""
    game = position(battlefield=(["Seedglaive Mentor", "Island", "Island"], ["Forest"]),
                    hand=(["Twincast"], ["Giant Growth"]), active=BO)
    mentor = named(game, "Seedglaive Mentor")
    spell = cast(game, "Giant Growth", mentor)
    pass_priority(game)
    cast(game, "Twincast", spell)
    resolve(game, "no")                                     # the copy keeps the Mentor as its target
    assert [(e.rule, e.player) for e in events(game, "targeted")] == [("601.2c", BO), ("601.2c", ANA),
                                                                      ("707.10c", ANA)]
    assert _counters(game) == 1 and pt(game, mentor) == (10, 9)
