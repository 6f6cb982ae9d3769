"""CR 603.3d, 601.2c: "for each isolation counter on it, exile up to one target …" (Quarantine Field): the number
of targets is the number of counters as the ability is put on the stack (ruling of 2015-08-25)."""

from __future__ import annotations

from helpers import choose, named, position
from manastack.types.actions import CastSpell
from manastack.types.decisions import DecisionKind


def _field(x: int):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Plains"] * 6, ["Grizzly Bears", "Hill Giant", "Savannah Lions"]),
                    hand=(["Quarantine Field"], []))
    game.apply(CastSpell(0, named(game, "Quarantine Field")))
    choose(game, x)
    while game.decision.kind is DecisionKind.PRIORITY:
        game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "PassPriority"))
    return game


def test_603_3d_one_target_for_each_counter():
    """603.3d: two isolation counters: up to two targets; after two, no third is asked."""
    game = _field(2)
    assert game.decision.kind is DecisionKind.TARGET and "done" in game.decision.options
    choose(game, named(game, "Grizzly Bears"))
    choose(game, named(game, "Hill Giant"))
    assert game.decision.kind is DecisionKind.PRIORITY


def test_603_3d_no_counter_no_target():
    """603.3d: with X = 0 it has no isolation counter, so no target is asked."""
    game = _field(0)
    assert game.decision.kind is not DecisionKind.TARGET


def test_603_3d_the_number_of_targets_is_locked_in():
    """603.3d (ruling of 2015-08-25): once the targets are chosen, changing the number of isolation counters doesn't
    change how many permanents are exiled: both targets are exiled after the counters are gone."""
    from helpers import resolve, zone_of
    from manastack.types.enums import Zone

    game = _field(2)
    choose(game, named(game, "Grizzly Bears"))
    choose(game, named(game, "Hill Giant"))
    field = game.state.objects[named(game, "Quarantine Field")]
    field.counters = {}      # as if an effect had removed them with the ability on the stack
    game.state.cache.clear()
    resolve(game)
    assert zone_of(game, "Grizzly Bears") is Zone.EXILE and zone_of(game, "Hill Giant") is Zone.EXILE
