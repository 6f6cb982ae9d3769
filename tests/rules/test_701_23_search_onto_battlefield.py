"""CR 701.23a: searching a library for cards and putting them onto the battlefield (tapped, CR 110.5b); 701.23b:
"up to two basic land cards" — each card found is a choice, and the player may stop finding at any point."""

from __future__ import annotations

from helpers import ANA, activate, choose, named, position, resolve_top
from manastack.rules.effects.search import NOTHING
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _woodland():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Forest"] * 4 + ["Blighted Woodland"], []),
                    library=(["Plains", "Island", "Grizzly Bears", "Swamp"], ["Island"]))
    activate(game, named(game, "Blighted Woodland"), 1)
    resolve_top(game)
    return game


def test_701_23a_the_cards_found_enter_tapped():
    """701.23a, 110.5b: both basic lands found are put onto the battlefield tapped."""
    game = _woodland()
    choose(game, named(game, "Plains", Zone.LIBRARY))
    choose(game, named(game, "Island", Zone.LIBRARY, ANA))
    for land in ("Plains", "Island"):
        found = game.state.objects[named(game, land, Zone.BATTLEFIELD)]
        assert found.tapped and found.controller == ANA


def test_701_23b_only_cards_with_the_stated_quality_and_each_once():
    """701.23b: a nonland card is never offered, nor a card already found."""
    game = _woodland()
    assert named(game, "Grizzly Bears", Zone.LIBRARY) not in game.decision.options
    plains = named(game, "Plains", Zone.LIBRARY)
    choose(game, plains)
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and plains not in game.decision.options


def test_701_23b_up_to_two_may_stop_after_one():
    """701.23b: finding nothing more ends the search after a single land; the rest stay in the library."""
    game = _woodland()
    choose(game, named(game, "Swamp", Zone.LIBRARY))
    choose(game, NOTHING)
    assert len(game.state.players[ANA].library) == 3
    assert game.state.objects[named(game, "Swamp", Zone.BATTLEFIELD)].tapped
