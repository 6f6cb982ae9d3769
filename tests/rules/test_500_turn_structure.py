"""CR 500–514: turn structure — steps in order, mana emptying, extra turns, untap, cleanup."""

from __future__ import annotations

from helpers import (
    ANA,
    BO,
    add_mana,
    advance_to,
    cast,
    choose,
    counters,
    events,
    named,
    obj,
    pass_priority,
    position,
    priority_player,
    pt,
    resolve,
)
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone


def steps_begun(game, turn: int) -> list[Step]:  # type: ignore[no-untyped-def]
    found, current = [], 3      # position() starts in turn 3
    for e in game.events:
        if e.kind == "turn_begin":
            current = e.get("turn")
        elif e.kind == "step_begin" and current == turn:
            found.append(e.get("step"))
    return found


def test_500_1_steps_follow_in_order() -> None:
    """500.1: a turn is untap, upkeep, draw, main, combat (begin, attackers …), main, end, cleanup."""
    game = position(battlefield=(["Grizzly Bears"], []))
    advance_to(game, Step.MAIN1, turn=4)
    assert steps_begun(game, 4) == [Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1]
    advance_to(game, Step.MAIN1, turn=5)
    assert steps_begun(game, 4) == [Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGIN_COMBAT,
                                    Step.DECLARE_ATTACKERS, Step.END_COMBAT, Step.MAIN2, Step.END, Step.CLEANUP]


def test_508_8_no_attackers_skips_declare_blockers_and_combat_damage() -> None:
    """508.8: if no creatures are declared as attackers, the declare blockers and combat damage steps are skipped."""
    game = position(battlefield=(["Grizzly Bears"], []))
    advance_to(game, Step.MAIN2)
    assert Step.DECLARE_BLOCKERS not in steps_begun(game, 3)
    assert Step.COMBAT_DAMAGE not in steps_begun(game, 3)


def test_500_4_mana_empties_at_the_end_of_each_step() -> None:
    """500.4: when a step or phase ends, unused mana empties from each player's mana pool."""
    game = position()
    add_mana(game, ANA, "RG")
    add_mana(game, BO, "U")
    pass_priority(game)
    assert game.state.players[ANA].pool[3] == 1      # still main phase: nothing empties yet
    pass_priority(game)
    assert game.state.step is Step.BEGIN_COMBAT
    assert game.state.players[ANA].pool == [0] * 6 and game.state.players[BO].pool == [0] * 6


def test_500_4_mana_stays_while_the_step_goes_on() -> None:
    """500.4: mana empties only as the step ends, not when a spell resolves."""
    game = position(battlefield=([], ["Grizzly Bears"]), hand=(["Shock"], []))
    add_mana(game, ANA, "RR")
    cast(game, "Shock", named(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.players[ANA].pool[3] == 1


def test_500_7_an_extra_turn_is_taken_right_after_this_one() -> None:
    """500.7: an extra turn is taken directly after the turn in which it was created."""
    game = position(battlefield=(["Island"] * 6, []), hand=(["Part the Waterveil"], []))
    cast(game, "Part the Waterveil", choices=("mana_cost",))
    resolve(game)
    assert obj(game, named(game, "Part the Waterveil")).zone is Zone.EXILE
    advance_to(game, Step.MAIN1, turn=4)
    assert game.state.active == ANA
    advance_to(game, Step.MAIN1, turn=5)
    assert game.state.active == BO


def test_500_7_the_most_recently_created_extra_turn_is_taken_first() -> None:
    """500.7: if several extra turns are created, the most recently created one is taken first."""
    game = position(battlefield=(["Island"] * 6, []), hand=(["Part the Waterveil"], []))
    game.state.extra_turns = [BO]          # Bo's extra turn was created earlier this turn
    cast(game, "Part the Waterveil", choices=("mana_cost",))
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=4)
    assert game.state.active == ANA
    advance_to(game, Step.UPKEEP, turn=5)
    assert game.state.active == BO
    advance_to(game, Step.UPKEEP, turn=6)
    assert game.state.active == BO             # then the normal turn order resumes: Bo's own turn
    advance_to(game, Step.UPKEEP, turn=7)
    assert game.state.active == ANA


def test_502_3_the_active_player_untaps_their_permanents() -> None:
    """502.3: in the untap step the active player untaps all their permanents (and only theirs)."""
    game = position(battlefield=(["Forest", "Grizzly Bears"], ["Mountain"]), tapped=["Forest", "Grizzly Bears",
                                                                                      "Mountain"])
    advance_to(game, Step.UPKEEP, turn=4)                # Bo's turn: Bo's Mountain untaps
    assert not obj(game, named(game, "Mountain")).tapped
    assert obj(game, named(game, "Forest")).tapped and obj(game, named(game, "Grizzly Bears")).tapped
    advance_to(game, Step.UPKEEP, turn=5)
    assert not obj(game, named(game, "Forest")).tapped and not obj(game, named(game, "Grizzly Bears")).tapped


def test_502_4_no_player_receives_priority_in_the_untap_step() -> None:
    """502.4: no player receives priority during the untap step."""
    game = position()
    seen = []
    while game.state.turn_number == 3 or game.state.step is not Step.UPKEEP:
        if game.decision.kind is DecisionKind.PRIORITY:
            seen.append(game.state.step)
        pass_priority(game)
    assert Step.UNTAP not in seen and Step.CLEANUP not in seen


def test_504_1_the_active_player_draws_a_card() -> None:
    """504.1: the active player draws a card in their draw step."""
    game = position(library=(["Forest"] * 5, ["Mountain"] * 5))
    advance_to(game, Step.MAIN1, turn=4)
    assert [obj(game, c).card for c in game.state.players[BO].hand] == ["Mountain"]


def test_514_1_cleanup_discards_down_to_seven() -> None:
    """514.1: the active player with more than seven cards in hand discards the excess in the cleanup step."""
    game = position(hand=(["Forest"] * 9, []))
    advance_to(game, Step.END)
    pass_priority(game)
    pass_priority(game)
    for _ in range(2):
        assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and game.decision.player == ANA
        assert game.decision.rule == "514.1"
        choose(game, game.decision.options[0])
    assert len(game.state.players[ANA].hand) == 7
    assert len(game.state.players[ANA].graveyard) == 2
    assert game.state.active == BO


def test_514_1_only_the_active_player_discards() -> None:
    """514.1: only the active player discards to hand size."""
    game = position(hand=([], ["Forest"] * 9))
    advance_to(game, Step.UPKEEP, turn=4)
    assert len(game.state.players[BO].hand) == 9


def test_514_2_damage_is_removed_in_the_cleanup_step() -> None:
    """514.2: all damage marked on permanents is removed in the cleanup step."""
    game = position(battlefield=(["Mountain"], ["Leatherback Baloth"]), hand=(["Shock"], []))
    baloth = named(game, "Leatherback Baloth")
    cast(game, "Shock", baloth)
    resolve(game)
    assert obj(game, baloth).damage == 2
    advance_to(game, Step.END)
    assert obj(game, baloth).damage == 2
    advance_to(game, Step.UPKEEP, turn=4)
    assert obj(game, baloth).damage == 0


def test_514_2_until_end_of_turn_effects_end_in_the_cleanup_step() -> None:
    """514.2: "until end of turn" effects end in the cleanup step, at the same time as damage is removed."""
    game = position(battlefield=(["Forest", "Grizzly Bears"], []), hand=(["Giant Growth"], []))
    bears = named(game, "Grizzly Bears")
    cast(game, "Giant Growth", bears)
    resolve(game)
    advance_to(game, Step.END)
    assert pt(game, bears) == (5, 5)
    advance_to(game, Step.UPKEEP, turn=4)
    assert pt(game, bears) == (2, 2)
    assert [e.rule for e in events(game, "effects_end")] == ["514.2"]


def test_514_3a_state_based_actions_in_cleanup_give_priority_and_another_cleanup_step() -> None:
    """514.3a: if state-based actions are performed during cleanup, players receive priority, and then
    another cleanup step begins."""
    game = position(battlefield=(["Forest", "Grizzly Bears"], []), hand=(["Giant Growth"], []))
    bears = named(game, "Grizzly Bears")
    cast(game, "Giant Growth", bears)
    resolve(game)
    counters(game, bears, "-1/-1", 2)      # a 0/0 kept alive by Giant Growth
    assert pt(game, bears) == (3, 3)
    advance_to(game, Step.CLEANUP)
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.GRAVEYARD    # 704.5f once the pump ended
    assert game.state.step is Step.CLEANUP and priority_player(game) == ANA
    pass_priority(game)
    pass_priority(game)
    assert steps_begun(game, 3).count(Step.CLEANUP) == 2
    assert game.state.turn_number == 4


def test_513_end_step_then_next_turn_belongs_to_the_next_player() -> None:
    """500.1, 101.4: after the cleanup step the next player in turn order takes a turn."""
    game = position()
    advance_to(game, Step.UPKEEP, turn=4)
    assert game.state.active == BO
    assert game.state.players[ANA].lands_played == 0
