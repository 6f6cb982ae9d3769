"""CR 610.3: "exile … until [this permanent] leaves the battlefield" (``rules.until_leaves``)."""

from __future__ import annotations

from helpers import ANA, BO, add_mana, cast, named, pass_priority, position, resolve
from manastack.rules.keyword_actions import destroy
from manastack.rules.sba import leave_game
from manastack.rules.zones import move
from manastack.types.enums import Zone


def _snared():  # type: ignore[no-untyped-def]
    game = position(hand=(["Stasis Snare"], []), battlefield=([], ["Hill Giant"]))
    add_mana(game, ANA, "WWW")
    cast(game, "Stasis Snare")
    resolve(game)
    return game


def test_610_3_the_exiled_creature_returns_when_the_source_leaves():
    """610.3, 610.3c: it returns to the battlefield under its owner's control as soon as Snare leaves."""
    game = _snared()
    assert named(game, "Hill Giant", Zone.EXILE)
    destroy(game.state, named(game, "Stasis Snare"))
    giant = named(game, "Hill Giant", Zone.BATTLEFIELD)
    assert game.state.objects[giant].controller == BO and not game.state.effects


def test_610_3_it_returns_when_the_sources_owner_leaves_the_game():
    """800.4a with 610.3 (Stasis Snare's ruling of 2015-08-25): in a multiplayer game the exiled card returns
    when Snare's owner leaves the game."""
    game = _snared()
    leave_game(game.state, ANA)
    assert named(game, "Hill Giant", Zone.BATTLEFIELD)


def _banished():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Plains"] * 3, ["Hill Giant"]), hand=(["Banishing Light"], []))
    cast(game, "Banishing Light")
    resolve(game)
    return game


def test_610_3_the_card_returns_when_the_permanent_leaves_by_any_means():
    """610.3, 610.3c: Banishing Light returned to Ana's hand — Hill Giant comes back under Bo's control."""
    game = _banished()
    giant = named(game, "Hill Giant")
    assert game.state.objects[giant].zone is Zone.EXILE
    move(game.state, named(game, "Banishing Light"), Zone.HAND, rule="400.7", why="returns_to_hand")
    back = game.state.objects[named(game, "Hill Giant")]
    assert back.zone is Zone.BATTLEFIELD and back.controller == BO and back.id != giant
    assert not game.state.effects


def test_610_3_another_permanent_leaving_returns_nothing():
    """610.3: only the named permanent's leaving ends the exile."""
    game = position(battlefield=(["Plains"] * 3 + ["Grizzly Bears"], ["Hill Giant"]), hand=(["Banishing Light"], []))
    cast(game, "Banishing Light")
    resolve(game)
    move(game.state, named(game, "Grizzly Bears"), Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    assert game.state.objects[named(game, "Hill Giant")].zone is Zone.EXILE
    assert game.state.players[ANA].graveyard


def test_610_3a_nothing_is_exiled_if_the_permanent_already_left():
    """610.3a: Banishing Light leaves with its ability on the stack — Hill Giant stays on the battlefield."""
    game = position(battlefield=(["Plains"] * 3, ["Hill Giant"]), hand=(["Banishing Light"], []))
    cast(game, "Banishing Light")
    while not any(game.state.objects[o].is_ability for o in game.state.stack):
        pass_priority(game)
    move(game.state, named(game, "Banishing Light"), Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    resolve(game)
    assert game.state.objects[named(game, "Hill Giant")].zone is Zone.BATTLEFIELD
