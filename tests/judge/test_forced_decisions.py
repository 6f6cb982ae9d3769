"""Forced decisions (spec "Forced decisions"): a decision with one legal option that the engine takes itself — a
permanent to sacrifice on resolution (CR 701.21a), cards to discard (701.9b), a card to discard as a cost
(601.2h) — is shown in the trace as a choice, and a ``choose`` naming that option is accepted and skipped."""

from __future__ import annotations

from manastack.judge import Scenario


def _play(text: str):  # type: ignore[no-untyped-def]
    return Scenario.from_text(text).play()



def test_701_21a_a_forced_sacrifice_is_shown_and_its_choose_accepted() -> None:
    """CR 701.21a: Bruno's only creature is the one he sacrifices; the trace shows the choice."""
    result = _play("""\
title: forced sacrifice
players:
  - name: Ana
    hand: [Consumed by Greed]
    battlefield: [{card: Swamp, count: 4}]
  - name: Bruno
    battlefield: [Grizzly Bears]
turn: {number: 3, active: Ana}
actions:
  - {cast: Consumed by Greed, by: Ana, targets: [Bruno]}
  - {resolve: top}
  - {choose: {cards: [Grizzly Bears]}, by: Bruno}
expect:
  - zone: Bruno.graveyard
    contains: [{name: Grizzly Bears}]
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("has a single option" in line for line in result.trace)


def test_701_9b_a_forced_discard_is_shown_and_its_choose_accepted() -> None:
    """CR 701.9b: Bruno discards both cards of a two-card hand; each choice is shown."""
    result = _play("""\
title: forced discard
players:
  - name: Ana
    hand: [Mind Rot]
    battlefield: [{card: Swamp, count: 3}]
  - name: Bruno
    hand: [Island, Forest]
turn: {number: 3, active: Ana}
actions:
  - {cast: Mind Rot, by: Ana, targets: [Bruno]}
  - {resolve: top}
  - {choose: {cards: [Island, Forest]}, by: Bruno}
expect:
  - zone: Bruno.graveyard
    count: 2
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("has a single option" in line for line in result.trace)


def test_601_2h_a_forced_discard_as_a_cost_is_shown_and_its_choose_accepted() -> None:
    """CR 601.2h: the only card left in hand is discarded as Sazacap's Brew's additional cost."""
    result = _play("""\
title: forced discard as a cost
players:
  - name: Ana
    hand: [Sazacap's Brew, Island]
    battlefield: [{card: Mountain, count: 2}]
  - name: Bruno
turn: {number: 3, active: Ana}
actions:
  - {cast: Sazacap's Brew, by: Ana, targets: [Ana]}
  - {choose: {cards: [Island]}, by: Ana}
expect:
  - zone: Ana.graveyard
    contains: [{name: Island}]
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("has a single option" in line for line in result.trace)


def test_a_choose_naming_another_option_than_the_forced_one_is_an_error() -> None:
    """Spec "Forced decisions": naming any other option than the one taken is error 2."""
    result = _play("""\
title: wrong forced discard
players:
  - name: Ana
    hand: [Mind Rot]
    battlefield: [{card: Swamp, count: 3}]
  - name: Bruno
    hand: [Island, Forest]
turn: {number: 3, active: Ana}
actions:
  - {cast: Mind Rot, by: Ana, targets: [Bruno]}
  - {resolve: top}
  - {choose: {cards: [Island, Plains]}, by: Bruno}
""")
    assert result.status == "error" and "taken automatically" in str(result.error)


def test_608_2d_a_card_chosen_on_resolution_with_one_candidate_is_shown_and_its_choose_accepted() -> None:
    """CR 608.2d: Starfall Invocation returns one creature card put into the graveyard this way; with only one,
    the choice is forced, shown, and a choose naming it is accepted."""
    result = _play("""\
title: forced return
players:
  - name: Ana
    hand: [Starfall Invocation]
    battlefield: [{card: Plains, count: 5}, Grizzly Bears]
  - name: Bruno
    library: [Island]
    battlefield: [Hill Giant]
turn: {number: 3, active: Ana}
actions:
  - {cast: Starfall Invocation, by: Ana, gift: Bruno}
  - {resolve: top}
  - {choose: {cards: [Grizzly Bears]}, by: Ana}
expect:
  - zone: Ana.battlefield
    contains: [{name: Grizzly Bears}]
  - zone: Bruno.graveyard
    contains: [{name: Hill Giant}]
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("single option for \u201cChoose a card to return\u201d" in line for line in result.trace)
