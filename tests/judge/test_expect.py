"""Every expectation form and pattern field (spec "Expectations"), holding and failing."""

from __future__ import annotations

import pytest

SETUP = """\
title: expectations
players:
  - name: Ana
    life: 18
    hand: [Giant Growth]
    library: [Divination, Opt]
    graveyard: [Shock]
    exile: [Murder]
    battlefield:
      - Forest
      - {card: Grizzly Bears, counters: {"+1/+1": 2}, sick: true}
      - {card: Fish, token: true, tapped: true}
      - {card: Treasure, token: true}
      - {card: Island, owner: Bruno}
      - {card: Hill Giant, face_down: true}
  - name: Bruno
    battlefield: [Serra Angel]
turn: {number: 3, active: Ana}
actions:
  - {cast: Giant Growth, by: Ana, targets: [Grizzly Bears]}
  - expect:
      - stack: [Giant Growth]
      - zone: stack
        count: 1
        contains: [{name: Giant Growth, controller: Ana, zone: stack}]
  - {resolve: top}
expect:
"""

HOLDING = [
    "- life: {Ana: 18, Bruno: 20}",
    "- zone: Ana.battlefield\n  count: 6",
    "- zone: Ana.battlefield\n  contains: [{name: Fish, token: true, tapped: true, power: 1, toughness: 1, "
    "colors: [blue], subtypes: [Fish], types: [Creature]}]",
    "- zone: Ana.battlefield\n  lacks: [{name: Octopus}, {name: Fish, tapped: false}]",
    "- zone: Ana.library\n  count: 2\n  contains: [{name: Opt}]",
    "- zone: Ana.graveyard\n  contains: [{name: Shock}, {name: Giant Growth}]",
    "- zone: Ana.exile\n  contains: [{name: Murder, zone: exile}]",
    "- zone: Ana.hand\n  count: 0",
    "- object: Grizzly Bears\n  is: {power: 7, toughness: 7, counters: {\"+1/+1\": 2}, sick: true, "
    "types: [creature], subtypes: [Bear], colors: [green], damage: 0, zone: battlefield, controller: Ana, "
    "owner: Ana, token: false, face_down: false, phased_out: false, attacking: false, blocking: false}",
    "- object: Serra Angel\n  is: {keywords: [flying, Vigilance], supertypes: []}",
    "- object: Serra Angel\n  is_not: {keywords: [Indestructible]}",
    "- object: Island@Ana\n  is: {owner: Bruno, controller: Ana, supertypes: [Basic], types: [Land]}",
    "- object: Hill Giant\n  is: {face_down: true, power: 2, toughness: 2, colors: []}",
    "- object: Treasure\n  is: {colors: [], types: [Artifact], token: true}",
    "- stack: empty",
    "- turn: {active: Ana, number: 3, step: main1}",
    "- extra_turns: []",
    "- lost: []",
    "- player: Ana\n  lacks_keywords: [Hexproof]",
    "- cited: [601.2, 608, 613.4]",
]

FAILING = [
    ("- life: {Bruno: 19}", "life of Bruno: expected 19, found 20"),
    ("- zone: Ana.battlefield\n  count: 2", "expected 2 object(s), found 6"),
    ("- zone: Ana.battlefield\n  contains: [{name: Fish, tapped: false}]", "closest: Fish@Ana"),
    ("- zone: Ana.battlefield\n  lacks: [{name: Fish}]", "expected no object matching {name: Fish}"),
    ("- object: Grizzly Bears\n  is: {power: 4}", "power: expected 4, found 7"),
    ("- object: Grizzly Bears\n  is: {colors: [green, blue]}", "colors: expected [blue, green], found [green]"),
    ("- object: Grizzly Bears\n  is: {counters: {\"+1/+1\": 1}}", "counters: expected"),
    ("- object: Grizzly Bears\n  is: {keywords: [Haste]}", "keywords: expected [Haste]"),
    ("- object: Grizzly Bears\n  is_not: {name: Grizzly Bears}", "expected not to match"),
    ("- object: Serra Angel\n  is: {controller: Ana}", "controller: expected Ana, found Bruno"),
    ("- stack: [Giant Growth]", "stack (top first): expected Giant Growth, found empty"),
    ("- turn: {step: end, number: 4, active: Bruno}", "step: expected end, found main1"),
    ("- extra_turns: [Bruno]", "extra turns: expected ['Bruno'], found []"),
    ("- lost: [Bruno]", "players who lost: expected ['Bruno'], found []"),
    ("- winner: Ana", "the game is not over"),
    ("- player: Ana\n  keywords: [Hexproof]", "expected keyword Hexproof"),
    ("- cited: [702.17]", "expected the trace to cite 702.17"),
]


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines()) + "\n"


def test_all_forms_hold(judge) -> None:
    run = judge(SETUP + "".join(_indent(e) for e in HOLDING))
    assert run.code == 0, run.out + run.err


@pytest.mark.parametrize(("expectation", "message"), FAILING, ids=[m for _, m in FAILING])
def test_each_form_fails_with_a_message(judge, expectation: str, message: str) -> None:
    run = judge(SETUP + _indent(expectation))
    assert run.code == 1, run.out + run.err
    assert message in run.out


def test_all_failures_are_reported(judge) -> None:
    run = judge(SETUP + "".join(_indent(e) for e, _ in FAILING[:5]))
    assert run.code == 1 and run.out.count("FAIL ") == 5


def test_missing_object_in_expectation_is_error_2(judge) -> None:
    run = judge(SETUP + _indent("- object: Octopus\n  is: {power: 8}"))
    assert run.code == 2 and "Octopus" in run.err


def test_rule_prefix_boundaries() -> None:
    from manastack.judge.expect import rule_matches

    assert rule_matches("608", "608.2b") and rule_matches("603.3", "603.3b") and rule_matches("702.174", "702.174")
    assert not rule_matches("702.17", "702.174") and not rule_matches("60", "608.2")


def test_winner_and_lost(judge) -> None:
    run = judge("""\
title: lethal
players:
  - name: Ana
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  - name: Bruno
    life: 2
actions:
  - {cast: Lightning Bolt, by: Ana, targets: [Bruno]}
  - {resolve: all}
expect:
  - winner: Ana
  - lost: [Bruno]
  - life: {Bruno: -1}
""")
    assert run.code == 0, run.out + run.err


def test_phased_out_counts_on_battlefield(judge) -> None:
    from manastack.judge import Scenario

    scenario = Scenario.from_text("""\
title: phasing
players:
  - name: Ana
    battlefield: [Grizzly Bears]
  - name: Bruno
""")
    result = scenario.play()
    state = result.game.state
    state.objects[state.battlefield[0]].phased_out = True
    from manastack.judge.expect import evaluate
    from manastack.judge.schema import parse_scenario

    checks = parse_scenario("""\
title: x
players: [{name: Ana}, {name: Bruno}]
expect:
  - zone: Ana.battlefield
    count: 1
    contains: [{phased_out: true}]
""").expect
    assert evaluate(state, "f", checks) == []


def test_an_aura_set_up_attached_applies_before_any_action(judge) -> None:
    """Spec "players", ``attached_to``: an Aura set up attached already gives its bonus (CR 611.3a) when the
    first expectation reads the enchanted creature, before any event has happened."""
    run = judge("""\
title: set-up Aura
players:
  - name: Ana
    battlefield: [Wind Drake, {card: Tightening Coils, attached_to: Wind Drake}]
  - name: Bruno
actions:
  - expect: [{object: Wind Drake, is: {power: -4, toughness: 2}}, {object: Wind Drake, is_not: {keywords: [Flying]}}]
""")
    assert run.code == 0, run.out + run.err
