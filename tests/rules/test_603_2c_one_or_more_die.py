"""CR 603.2c, 700.4: "whenever one or more creatures you control die" triggers once for all the creatures that die
at the same time; CR 118.12, 701.21a: "you may sacrifice three other nonland permanents. If you do, …" is offered
only when three can be sacrificed, and sacrifices them at the same time (Scavenger's Talent)."""

from __future__ import annotations

from helpers import ANA, activate, add_mana, advance_to, choose, events, ids, named, position, resolve
from manastack.rules.zones import move, simultaneously
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone


def _talent_triggers(game) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for t in game.state.triggers if t.source == named(game, "Scavenger's Talent"))


def test_603_2c_two_creatures_dying_at_once_trigger_once():
    """603.2c: Grizzly Bears and Savannah Lions destroyed at the same time make one trigger."""
    game = position(battlefield=(["Scavenger's Talent", "Grizzly Bears", "Savannah Lions"], []))
    with simultaneously(game.state):
        for name in ("Grizzly Bears", "Savannah Lions"):
            move(game.state, named(game, name), Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    assert _talent_triggers(game) == 1


def test_700_4_a_creature_exiled_doesnt_die():
    """700.4: a creature exiled isn't put into a graveyard: no trigger."""
    game = position(battlefield=(["Scavenger's Talent", "Grizzly Bears"], []))
    move(game.state, named(game, "Grizzly Bears"), Zone.EXILE, rule="406.2", why="exiled")
    assert _talent_triggers(game) == 0


def _level_3(battlefield: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Scavenger's Talent", *battlefield], []))
    add_mana(game, ANA, "BBBBB")
    activate(game, named(game, "Scavenger's Talent"), 1)
    resolve(game)
    activate(game, named(game, "Scavenger's Talent"), 3)
    resolve(game)
    advance_to(game, Step.END)
    return game


def test_118_12_fewer_than_three_other_nonland_permanents_is_not_asked():
    """118.12: with two other nonland permanents (and a land), the cost can't be paid: it isn't asked."""
    game = _level_3(["Grizzly Bears", "Savannah Lions", "Swamp"])
    resolve(game)
    assert game.decision is None or game.decision.kind is not DecisionKind.YES_NO
    assert named(game, "Grizzly Bears", Zone.BATTLEFIELD)


def test_701_21a_three_sacrificed_at_once_one_death_trigger():
    """701.21a, 603.2c: the three sacrificed creatures die at the same time: one "one or more die" trigger (one
    Food), and each of the three sacrifices triggers "whenever you sacrifice a permanent" (three mills)."""
    game = _level_3(["Grizzly Bears", "Savannah Lions", "Hill Giant"])
    resolve(game, "yes", named(game, "Grizzly Bears"), named(game, "Savannah Lions"), named(game, "Hill Giant"))
    while game.decision is not None and game.decision.kind is not DecisionKind.PRIORITY:   # order, targets
        choose(game, game.decision.options[0])
    resolve(game)
    assert len(ids(game, "Food", Zone.BATTLEFIELD)) == 1
    assert sum(1 for e in events(game, "zone_change") if e.rule == "701.17a") == 6
    assert sum(1 for n in ("Grizzly Bears", "Savannah Lions", "Hill Giant") if ids(game, n, Zone.GRAVEYARD)) == 2
