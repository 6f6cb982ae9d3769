"""CR 122.1, 603.2, 602.2b, 608.2h: "whenever you put one or more +1/+1 counters on a creature you control"
(Stocking the Pantry), "remove a supply counter from this" as a cost, and "the number of stash counters on
this" read as the source last existed (Hoarder's Overflow, sacrificed to pay)."""

from __future__ import annotations

from helpers import activate, cast, choose, events, named, position, resolve
from manastack.types.actions import ActivateAbility


def _supply(game) -> int:   # type: ignore[no-untyped-def]
    return game.state.objects[named(game, "Stocking the Pantry")].counters.get("supply", 0)


def test_603_2_counters_you_put_on_your_creature_trigger_it():
    """603.2: Sunshower Druid's counter on Ana's creature: a supply counter."""
    game = position(battlefield=(["Stocking the Pantry", "Grizzly Bears", "Forest"], []),
                    hand=(["Sunshower Druid"], []))
    cast(game, "Sunshower Druid")
    resolve(game, named(game, "Grizzly Bears"))
    assert _supply(game) == 1


def test_603_2_counters_on_an_opponents_creature_do_not():
    """603.2: "on a creature you control": Ana's counter on Bo's creature doesn't count."""
    game = position(battlefield=(["Stocking the Pantry", "Forest"], ["Grizzly Bears"]),
                    hand=(["Sunshower Druid"], []))
    cast(game, "Sunshower Druid")
    while game.state.context == "trigger_targets":
        choose(game, named(game, "Grizzly Bears"))
    resolve(game)
    assert _supply(game) == 0
    assert events(game, "counters")[-1].get("by") == 0


def test_602_2b_removing_a_counter_is_a_cost_that_needs_the_counter():
    """602.2b, 601.2h: without a supply counter the ability can't be activated; with one, it's removed."""
    game = position(battlefield=(["Stocking the Pantry", "Forest", "Forest"], []))
    pantry = named(game, "Stocking the Pantry")
    assert ActivateAbility(0, pantry, 1) not in game.legal_actions()
    game.state.objects[pantry].counters["supply"] = 1
    game.state.event_seq += 1
    activate(game, pantry, 1)
    assert _supply(game) == 0 and events(game, "counters_removed")[-1].rule == "602.2b"
    resolve(game)


def test_608_2h_counters_on_a_sacrificed_source_are_its_last_known():
    """608.2h: Hoarder's Overflow sacrificed with three stash counters: discard the hand, draw three."""
    game = position(battlefield=(["Hoarder's Overflow", "Mountain", "Mountain"], []), hand=(["Island", "Island"], []))
    overflow = named(game, "Hoarder's Overflow")
    game.state.objects[overflow].counters["stash"] = 3
    activate(game, overflow, 2)
    resolve(game)
    assert len(game.state.players[0].hand) == 3
    assert len(game.state.players[0].graveyard) == 3    # two Islands and the Overflow
