"""CR 610.3: "exile … until [this permanent] leaves the battlefield" (``rules.until_leaves``)."""

from __future__ import annotations

from helpers import ANA, BO, add_mana, cast, named, position, resolve
from manastack.rules.keyword_actions import destroy
from manastack.rules.sba import leave_game
from manastack.types.enums import Zone


def _snared():  # type: ignore[no-untyped-def]
    game = position(hand=(["Stasis Snare"], []), battlefield=([], ["Hill Giant"]))
    add_mana(game, ANA, "WWW")
    cast(game, "Stasis Snare")
    resolve(game)
    return game


def test_610_3a_the_exiled_creature_returns_when_the_source_leaves():
    """610.3a, 610.3c: it returns to the battlefield under its owner's control as soon as Snare leaves."""
    game = _snared()
    assert named(game, "Hill Giant", Zone.EXILE)
    destroy(game.state, named(game, "Stasis Snare"))
    giant = named(game, "Hill Giant", Zone.BATTLEFIELD)
    assert game.state.objects[giant].controller == BO and not game.state.effects


def test_610_3a_it_returns_when_the_sources_owner_leaves_the_game():
    """800.4a with 610.3a (Stasis Snare's ruling of 2015-08-25): in a multiplayer game the exiled card returns
    when Snare's owner leaves the game."""
    game = _snared()
    leave_game(game.state, ANA)
    assert named(game, "Hill Giant", Zone.BATTLEFIELD)
