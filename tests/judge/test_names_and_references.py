"""Names and object references (spec "Object references"; CR 707.2, 708.2a, 613.1).

A copy is named what it copies (CR 707.2: the name is a copiable value); the printed card name identifies an
object only where it has no name (a face-down permanent, CR 708.2a). ``Name@Player#N`` is the N-th such object in
order of appearance, the same object wherever the reference is written.
"""

from __future__ import annotations

from manastack.judge import Scenario

CLONE = """\
title: a Clone copying Hill Giant
players:
  - name: Ana
    hand: [Clone]
    battlefield: [{card: Island, count: 4}, Hill Giant]
  - name: Bruno
turn: {number: 3, active: Ana}
actions:
  - {cast: Clone, by: Ana}
  - {resolve: top}
  - {choose: yes, by: Ana}
  - {choose: {cards: [Hill Giant]}, by: Ana}
"""


def _play(text: str):  # type: ignore[no-untyped-def]
    return Scenario.from_text(text).play()


def test_707_2_a_copy_is_named_what_it_copies_in_the_trace() -> None:
    """CR 707.2: the copy takes the original's name; the trace says what Clone entered as, then calls it so."""
    result = _play(CLONE.replace("  - name: Bruno\n", "  - name: Bruno\n    hand: [Shock]\n"
                                 "    battlefield: [Mountain]\n") + """\
  - {cast: Shock, by: Bruno, targets: [Hill Giant@Ana#2]}
  - {resolve: top}
expect:
  - object: Hill Giant@Ana#2
    is: {name: Hill Giant, power: 3, damage: 2}
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("Clone enters the battlefield as a copy of Hill Giant" in line for line in result.trace)
    damage = [line for line in result.trace if "deals 2 damage" in line]
    assert damage and "Hill Giant" in damage[0] and "Clone" not in damage[0], damage


def test_707_2_the_printed_name_does_not_name_a_copy() -> None:
    """CR 707.2: once it is a copy of Hill Giant, "Clone" names nothing on the battlefield."""
    result = _play(CLONE + """\
expect:
  - object: Clone
    is: {zone: battlefield}
""")
    assert result.status == "error" and "no object 'Clone'" in str(result.error)


def test_708_2a_a_face_down_permanent_is_named_by_its_card() -> None:
    """CR 708.2a: a face-down permanent has no name, so the judge names it by its card."""
    result = _play("""\
title: face down
players:
  - name: Ana
    battlefield: [{card: Exalted Angel, face_down: true}]
  - name: Bruno
expect:
  - object: Exalted Angel
    is: {face_down: true, power: 2}
""")
    assert result.status == "pass", (result.error, result.failures)


def test_613_1_static_abilities_of_the_set_up_board_apply_at_the_first_check() -> None:
    """CR 613.1, 611.3: a static ability of a permanent set up on the battlefield affects the first check, even
    one made before any event (a scenario starting in the untap step, where nothing happens before it)."""
    result = _play("""\
title: equipment from the start
players:
  - name: Ana
    battlefield: [Grizzly Bears, {card: Starforged Sword, attached_to: Grizzly Bears}]
  - name: Bruno
turn: {number: 3, active: Ana, step: untap}
expect:
  - object: Grizzly Bears
    is: {power: 5}
""")
    assert result.status == "pass", (result.error, result.failures)


def test_order_checks_the_last_name_too() -> None:
    """Spec "choose": every name of ``order`` is checked, the last one too, though it is placed without a
    choice (CR 603.3b)."""
    result = _play("""\
title: order
players:
  - name: Ana
    hand: [Scrapshooter]
    battlefield: [{card: Forest, count: 3}]
  - name: Bruno
    library: [Swamp]
    battlefield: [Sol Ring]
turn: {number: 3, active: Ana}
actions:
  - {cast: Scrapshooter, by: Ana, gift: Bruno}
  - {resolve: top}
  - {choose: {order: [Scrapshooter / chosen player, Scrapshooter / destroyy]}, by: Ana}
""")
    assert result.status == "error" and "destroyy" in str(result.error)


def test_numbered_reference_is_the_same_object_in_actions_and_expectations() -> None:
    """Spec "Object references": ``Grizzly Bears@Ana#2`` is the second of Ana's Grizzly Bears on the
    battlefield both as a target and in an expectation, though Ana has another in her hand."""
    result = _play("""\
title: numbering
players:
  - name: Ana
    hand: [Grizzly Bears, Giant Growth]
    battlefield: [Forest, {card: Grizzly Bears, count: 2}]
  - name: Bruno
turn: {number: 3, active: Ana}
actions:
  - {cast: Giant Growth, by: Ana, targets: [Grizzly Bears@Ana#2]}
  - {resolve: top}
expect:
  - object: Grizzly Bears@Ana#2
    is: {power: 5, zone: battlefield}
  - object: Grizzly Bears@Ana#1
    is: {zone: battlefield, power: 2}
""")
    assert result.status == "pass", (result.error, result.failures)
