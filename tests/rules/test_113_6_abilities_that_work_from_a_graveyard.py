"""CR 113.6: a triggered ability that works from a graveyard triggers only while its card is there; CR 506.4,
508.4: a creature put onto the battlefield attacking was never declared as an attacker; CR 611.3a: "+1/+0 for each
other Rat you control" is counted as the effect applies."""

from __future__ import annotations

from helpers import BO, advance_to, choose, events, ids, named, position, resolve
from manastack.types.enums import Step, Zone

SIX = ["Shock"] * 6


def _attack_with_mindwhisker(battlefield: list[str], graveyard: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(battlefield, []), graveyard=(graveyard, []))
    advance_to(game, Step.DECLARE_ATTACKERS)
    choose(game, (named(game, "Mindwhisker"), BO))
    choose(game, "done")
    return game


def test_113_6_it_triggers_from_the_graveyard_not_from_the_battlefield():
    """113.6: with seven cards in the graveyard, the graveyard Marshstalker triggers; one on the battlefield doesn't."""
    game = _attack_with_mindwhisker(["Mindwhisker", "Persistent Marshstalker"], ["Persistent Marshstalker", *SIX])
    sources = [t.source for t in game.state.triggers] + [game.state.objects[o].source for o in game.state.stack]
    graveyard = ids(game, "Persistent Marshstalker", Zone.GRAVEYARD)
    assert [s for s in sources if s is not None] == graveyard


def test_508_4_entering_attacking_is_not_attacking():
    """506.4, 508.4: Persistent Marshstalker returned attacking is an attacking creature, but no "attacks" event
    names it."""
    game = _attack_with_mindwhisker(["Mindwhisker", "Swamp", "Swamp", "Swamp"], ["Persistent Marshstalker", *SIX])
    resolve(game, "yes")
    marsh = named(game, "Persistent Marshstalker")
    assert marsh in game.state.combat.attackers and game.state.objects[marsh].tapped
    assert all(e.objects[0] != marsh for e in events(game, "attack"))


def test_611_3a_for_each_other_rat():
    """611.3a: 3/1, plus one for each other Rat Ana controls (not Bo's Rat, not itself)."""
    game = position(battlefield=(["Persistent Marshstalker", "Mindwhisker", "Thought Shucker"], ["Mindwhisker"]))
    assert game.characteristics(named(game, "Persistent Marshstalker")).power == 5


def test_113_6_the_graveyard_cards_kept_between_events_follow_the_graveyard():
    """113.6: the graveyard cards whose abilities work there, kept from one event to the next, are those in the
    graveyard now: one put there later counts at once, one that left no longer does."""
    from manastack.rules.triggers import FROM_GRAVEYARD
    from manastack.rules.zones import move

    game = position(hand=(["Persistent Marshstalker"], []), graveyard=(["Persistent Marshstalker", "Shock"], []))
    state = game.state
    first = named(game, "Persistent Marshstalker", Zone.GRAVEYARD)
    assert FROM_GRAVEYARD.of(state, 0) == [first] and FROM_GRAVEYARD.of(state, 1) == []
    second = move(state, named(game, "Persistent Marshstalker", Zone.HAND), Zone.GRAVEYARD)
    assert second is not None and FROM_GRAVEYARD.of(state, 0) == [first, second.id]
    move(state, first, Zone.EXILE)
    assert FROM_GRAVEYARD.of(state, 0) == [second.id]
    state.players[0].graveyard.remove(second.id)      # even a change made without an event is seen
    assert FROM_GRAVEYARD.of(state, 0) == []
