"""``advance`` (spec "Advancing"), declarations, and the ``choose`` forms."""

from __future__ import annotations

from manastack.judge import Scenario

TWO = """\
title: advancing
players:
  - name: Ana
    battlefield: [{card: Forest, tapped: true}, Grizzly Bears]
    library: [Island, Island]
    hand: [Giant Growth]
  - name: Bruno
    battlefield: [{card: Mountain, tapped: true}, Wind Drake]
    library: [Swamp, Plains]
turn: {number: 3, active: Ana, step: main1}
"""


def _play(text: str):  # type: ignore[no-untyped-def]
    return Scenario.from_text(text).play()


def test_advance_to_untap_stops_after_untapping() -> None:
    result = _play(TWO + """\
actions:
  - {advance: untap}
expect:
  - turn: {active: Bruno, number: 4, step: untap}
  - object: Mountain
    is: {tapped: false}
  - zone: Bruno.hand
    count: 0
""")
    assert result.status == "pass", (result.error, result.failures)
    assert result.game.state.decision is None


def test_advance_from_untap_goes_on() -> None:
    result = _play(TWO + """\
actions:
  - {advance: untap}
  - {advance: draw}
expect:
  - turn: {active: Bruno, number: 4, step: draw}
  - zone: Bruno.hand
    count: 1
    contains: [{name: Swamp}]
""")
    assert result.status == "pass", (result.error, result.failures)


def test_advance_to_cleanup_ends_until_end_of_turn_effects() -> None:
    result = _play(TWO.replace("{card: Forest, tapped: true}", "Forest") + """\
actions:
  - {cast: Giant Growth, by: Ana, targets: [Grizzly Bears]}
  - {resolve: top}
  - {advance: cleanup}
expect:
  - turn: {active: Ana, number: 3, step: cleanup}
  - object: Grizzly Bears
    is: {power: 2}
""")
    assert result.status == "pass", (result.error, result.failures)


def test_advance_next_turn_and_same_step_next_turn() -> None:
    result = _play(TWO + """\
actions:
  - {advance: next_turn}
  - {expect: [{turn: {active: Bruno, number: 4, step: upkeep}}]}
  - {advance: main1}
  - {advance: main1}
expect:
  - turn: {active: Ana, number: 5, step: main1}
  - zone: Ana.hand
    count: 2
""")
    assert result.status == "pass", (result.error, result.failures)


def test_advance_through_combat_declares_nothing() -> None:
    result = _play(TWO + """\
actions:
  - {advance: main2}
expect:
  - life: {Bruno: 20}
  - cited: [508.1]
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("declares no attackers" in line for line in result.trace)


def test_advance_to_a_skipped_step_is_an_error() -> None:
    result = _play(TWO.replace("Grizzly Bears", "{card: Grizzly Bears, sick: true}") + """\
actions:
  - {advance: combat_damage}
  - {advance: combat_damage}
""")
    assert result.status == "error"
    assert "never reached" in str(result.error)


def test_attack_and_block_errors() -> None:
    result = _play(TWO.replace("Grizzly Bears", "{card: Grizzly Bears, sick: true}") + """\
actions:
  - {advance: declare_attackers}
  - {attack: {Grizzly Bears: Bruno}, by: Ana}
""")
    assert result.status == "error" and "302.6" in str(result.error)
    result = _play(TWO + """\
actions:
  - {advance: declare_attackers}
  - {attack: {Grizzly Bears: Bruno}, by: Ana}
  - {advance: declare_blockers}
  - {block: {Mountain: Grizzly Bears}, by: Bruno}
""")
    assert result.status == "error" and "509.1a" in str(result.error)


def test_attack_none_and_no_blockers() -> None:
    result = _play(TWO + """\
actions:
  - {advance: declare_attackers}
  - {attack: {}, by: Ana}
expect:
  - turn: {step: declare_attackers}
""")
    assert result.status == "pass", (result.error, result.failures)


def test_unblocked_attack_deals_damage() -> None:
    result = _play(TWO + """\
actions:
  - {advance: declare_attackers}
  - {attack: {Grizzly Bears: Bruno}, by: Ana}
  - {advance: declare_blockers}
  - {block: {}, by: Bruno}
  - {advance: end_combat}
expect:
  - life: {Bruno: 18}
  - object: Grizzly Bears
    is: {tapped: true}
""")
    assert result.status == "pass", (result.error, result.failures)


def test_choose_option_by_index_and_discard_at_cleanup() -> None:
    hand = "hand: [Island, Island, Island, Island, Island, Island, Island, Forest]"
    result = _play(TWO.replace("hand: [Giant Growth]", hand) + """\
actions:
  - {advance: cleanup}
  - {choose: {option: 7}, by: Ana}
expect:
  - zone: Ana.graveyard
    contains: [{name: Forest}]
  - zone: Ana.hand
    count: 7
""")
    assert result.status == "pass", (result.error, result.failures)


def test_choose_an_option_that_does_not_exist() -> None:
    hand = "hand: [Island, Island, Island, Island, Island, Island, Island, Forest]"
    result = _play(TWO.replace("hand: [Giant Growth]", hand) + """\
actions:
  - {advance: cleanup}
  - {choose: {option: 9}, by: Ana}
""")
    assert result.status == "error" and "option 9 doesn't exist" in str(result.error)


def test_order_choose_for_an_automatic_order_is_skipped() -> None:
    result = _play("""\
title: one trigger
players:
  - name: Ana
    battlefield: [Goblin Guide]
  - name: Bruno
    library: [Forest]
turn: {number: 2, active: Ana}
actions:
  - {advance: declare_attackers}
  - {attack: {Goblin Guide: Bruno}, by: Ana}
  - {choose: {order: [Goblin Guide]}, by: Ana}
  - {resolve: all}
expect:
  - zone: Bruno.hand
    count: 1
""")
    assert result.status == "pass", (result.error, result.failures)


def test_single_target_is_taken() -> None:
    result = _play(TWO.replace("{card: Forest, tapped: true}", "Forest").replace("Wind Drake", "Mountain") + """\
actions:
  - {cast: Giant Growth, by: Ana}
  - {resolve: top}
expect:
  - object: Grizzly Bears
    is: {power: 5}
""")
    assert result.status == "pass", (result.error, result.failures)


def test_api_result() -> None:
    result = _play(TWO)
    assert result.status == "pass" and result.failures == [] and result.trace == []
    assert result.game is not None and result.game.decision is not None
    assert result.exit_code == 0


DIVIDE = """\
title: divide
players:
  - name: Ana
    battlefield: [Kalonian Tusker]
  - name: Bruno
    battlefield: [Savannah Lions, Grizzly Bears]
turn: {number: 4, active: Ana}
actions:
  - {advance: declare_attackers}
  - {attack: {Kalonian Tusker: Bruno}, by: Ana}
  - {advance: declare_blockers}
  - {block: {Savannah Lions: Kalonian Tusker, Grizzly Bears: Kalonian Tusker}, by: Bruno}
  - {advance: combat_damage}
"""


def test_illegal_division_lists_the_legal_ones() -> None:
    result = _play(DIVIDE + "  - {choose: {damage: {Savannah Lions: 3, Bruno: 1}}, by: Ana}\n")
    assert result.status == "error" and "Bruno can't be chosen" in str(result.error)
    result = _play(DIVIDE + "  - {choose: {damage: {Savannah Lions: 2, Grizzly Bears: 2}}, by: Ana}\n")
    assert result.status == "error" and "510.1c" in str(result.error) and "Savannah Lions: 1" in str(result.error)


def test_choose_wrong_form_for_a_decision() -> None:
    result = _play(DIVIDE + "  - {choose: yes, by: Ana}\n")
    assert result.status == "error" and "not an option" in str(result.error)


SCRY = """\
title: scry
players:
  - name: Ana
    hand: [Opt]
    battlefield: [Island]
    library: [Wrath of God, Forest]
  - name: Bruno
turn: {number: 3, active: Ana}
actions:
  - {cast: Opt, by: Ana}
  - {resolve: top}
"""


def test_scry_top_keeps_the_card() -> None:
    result = _play(SCRY + "  - {choose: {top: [Wrath of God]}, by: Ana}\nexpect:\n  - zone: Ana.hand\n"
                   "    contains: [{name: Wrath of God}]\n")
    assert result.status == "pass", (result.error, result.failures)


def test_scry_naming_a_card_not_looked_at() -> None:
    result = _play(SCRY + "  - {choose: {bottom: [Forest]}, by: Ana}\n")
    assert result.status == "error" and "name Wrath of God in top or bottom" in str(result.error)


def test_scry_refuses_a_graveyard() -> None:
    result = _play(SCRY + "  - {choose: {graveyard: [Wrath of God]}, by: Ana}\n")
    assert result.status == "error" and "not into the graveyard" in str(result.error)


SURVEIL = """\
title: surveil
players:
  - name: Ana
    hand: [Diresight]
    battlefield: [{card: Swamp, count: 3}]
    library: [Wrath of God, Forest, Island, Plains]
  - name: Bruno
turn: {number: 3, active: Ana}
actions:
  - {cast: Diresight, by: Ana}
  - {resolve: top}
"""


def test_surveil_orders_the_cards_kept_on_top_and_bins_the_others() -> None:
    """Spec "choose": {top: [A], graveyard: [B]} answers a surveil (CR 701.25a); top is listed top first."""
    with_graveyard = _play(SURVEIL + "  - {choose: {top: [Forest], graveyard: [Wrath of God]}, by: Ana}\nexpect:\n"
                           "  - zone: Ana.graveyard\n    contains: [{name: Wrath of God}]\n"
                           "  - zone: Ana.hand\n    contains: [{name: Forest}, {name: Island}]\n")
    assert with_graveyard.status == "pass", (with_graveyard.error, with_graveyard.failures)


def test_surveil_naming_a_bottom_or_a_card_not_looked_at() -> None:
    bottom = _play(SURVEIL + "  - {choose: {top: [Forest], bottom: [Wrath of God]}, by: Ana}\n")
    assert bottom.status == "error" and "not on the bottom" in str(bottom.error)
    missing = _play(SURVEIL + "  - {choose: {top: [Forest]}, by: Ana}\n")
    assert missing.status == "error" and "name Wrath of God in top or graveyard" in str(missing.error)
    extra = _play(SURVEIL + "  - {choose: {top: [Forest, Wrath of God], graveyard: [Plains]}, by: Ana}\n")
    assert extra.status == "error" and "not looked at: Plains" in str(extra.error)


def test_cards_choice_discards() -> None:
    result = _play("""\
title: discard
players:
  - name: Ana
    hand: [Mind Rot]
    battlefield: [{card: Swamp, count: 3}]
  - name: Bruno
    hand: [Island, Forest, Shock]
turn: {number: 3, active: Ana}
actions:
  - {cast: Mind Rot, by: Ana, targets: [Bruno]}
  - {resolve: top}
  - {choose: {cards: [Shock, Forest]}, by: Bruno}
expect:
  - zone: Bruno.hand
    count: 1
    contains: [{name: Island}]
  - zone: Bruno.graveyard
    count: 2
""")
    assert result.status == "pass", (result.error, result.failures)


def test_cast_options_errors() -> None:
    base = """\
title: options
players:
  - name: Ana
    hand: [Healing Salve, Into the Flood Maw]
    battlefield: [Plains, Island]
  - name: Bruno
    battlefield: [Grizzly Bears]
turn: {number: 3, active: Ana}
actions:
"""
    result = _play(base + "  - {cast: Healing Salve, by: Ana, targets: [Ana]}\n")
    assert result.status == "error" and "modes: [N]" in str(result.error)
    result = _play(base + "  - {cast: Into the Flood Maw, by: Ana, gift: Bruno, awaken: true,"
                   " targets: [Grizzly Bears]}\n")
    assert result.status == "error" and "awaken" in str(result.error)
    result = _play(base + "  - {cast: Into the Flood Maw, by: Ana, targets: [Plains]}\n")
    assert result.status == "error" and "Grizzly Bears" in str(result.error)


def test_forced_trigger_target_is_taken_and_shown() -> None:
    result = _play("""\
title: forced
players:
  - name: Ana
    hand: [Lightning Bolt]
    battlefield: [Mountain, Blood Artist]
  - name: Bruno
    battlefield: [Grizzly Bears, Leyline of Sanctity]
turn: {number: 3, active: Ana}
actions:
  - {cast: Lightning Bolt, by: Ana, targets: [Grizzly Bears]}
  - {resolve: top}
  - {resolve: top}
  - {choose: {targets: [Ana]}, by: Ana}
expect:
  - life: {Ana: 20, Bruno: 20}
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("has a single option" in line and "[603.3d]" in line for line in result.trace)


def test_choose_naming_another_option_than_the_forced_one() -> None:
    result = _play("""\
title: forced
players:
  - name: Ana
    hand: [Lightning Bolt]
    battlefield: [Mountain, Blood Artist]
  - name: Bruno
    battlefield: [Grizzly Bears, Leyline of Sanctity]
turn: {number: 3, active: Ana}
actions:
  - {cast: Lightning Bolt, by: Ana, targets: [Grizzly Bears]}
  - {resolve: top}
  - {resolve: top}
  - {choose: {targets: [Bruno]}, by: Ana}
""")
    assert result.status == "error" and "taken automatically" in str(result.error)


def test_choose_damage_for_a_division_made_by_the_engine() -> None:
    text = TWO + """\
actions:
  - {advance: declare_attackers}
  - {attack: {Grizzly Bears: Bruno}, by: Ana}
  - {advance: declare_blockers}
  - {block: {Wind Drake: Grizzly Bears}, by: Bruno}
  - {advance: combat_damage}
  - {choose: {damage: {Wind Drake: DAMAGE}}, by: Ana}
"""
    assert _play(text.replace("DAMAGE", "2")).status == "pass"
    result = _play(text.replace("DAMAGE", "1"))
    assert result.status == "error" and "taken automatically" not in str(result.error)


def test_casting_choices_made_by_the_engine_are_shown() -> None:
    result = _play("""\
title: only the mana cost
players:
  - name: Ana
    hand: [Clutch of Currents]
    battlefield: [Island]
  - name: Bruno
    battlefield: [Grizzly Bears]
turn: {number: 3, active: Ana}
actions:
  - {cast: Clutch of Currents, by: Ana, targets: [Grizzly Bears]}
  - {resolve: top}
expect:
  - zone: Bruno.hand
    count: 1
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("has a single option for \u201cHow do you cast Clutch of Currents?\u201d and takes it: Mana cost"
               in line and line.endswith("[601.2b]") for line in result.trace)


def test_advance_untap_then_upkeep_stays_in_the_turn() -> None:
    result = _play(TWO + """\
actions:
  - {advance: untap}
  - {advance: upkeep}
expect:
  - turn: {active: Bruno, number: 4, step: upkeep}
""")
    assert result.status == "pass", (result.error, result.failures)


def test_starting_in_untap_waits_there() -> None:
    result = _play(TWO.replace("step: main1", "step: untap") + """\
actions:
  - {expect: [{turn: {step: untap}}, {object: Forest, is: {tapped: true}}]}
  - {advance: upkeep}
expect:
  - turn: {active: Ana, number: 3, step: upkeep}
""")
    assert result.status == "pass", (result.error, result.failures)


def test_advance_from_untap_stops_where_an_upkeep_trigger_goes_on_the_stack() -> None:
    """Spec "Advancing": advance stops wherever a triggered ability goes on the stack, from whichever step it
    starts — here from the untap step, the upkeep trigger of Felidar Sovereign (CR 503.1a, 603.3)."""
    result = _play("""\
title: advance from untap stops at the upkeep trigger
players:
  - name: Ana
    life: 40
    battlefield: [Felidar Sovereign]
    library: [Island, Island]
  - name: Bruno
    library: [Island]
turn: {number: 3, active: Ana, step: untap}
actions:
  - {advance: upkeep}
  - {expect: [{turn: {step: upkeep}}, {stack: [Felidar Sovereign]}]}
  - {resolve: top}
expect:
  - winner: Ana
""")
    assert result.status == "pass", (result.error, result.failures)
