"""CR 608.2d: "you may return that card to the battlefield instead" — the choice is made as the instruction is
followed (Emeria Shepherd's landfall from a Plains); from another land the card goes to its owner's hand."""

from __future__ import annotations

from helpers import choose, named, play_land, position, resolve_top
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _shepherd(land: str):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Emeria Shepherd"], []), hand=([land], []), graveyard=(["Serra Angel"], []))
    play_land(game, land)
    choose(game, named(game, "Serra Angel"))     # its target (603.3d)
    resolve_top(game)
    choose(game, "yes")      # the optional ability (603.5)
    return game


def test_608_2d_from_a_plains_the_battlefield_is_a_choice():
    """608.2d: asked after "you may"; "yes" puts it onto the battlefield."""
    game = _shepherd("Plains")
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.rule == "608.2d"
    choose(game, "yes")
    assert game.state.objects[named(game, "Serra Angel")].zone is Zone.BATTLEFIELD


def test_608_2d_or_the_hand():
    """608.2d: "no" puts it into its owner's hand."""
    game = _shepherd("Plains")
    choose(game, "no")
    assert game.state.objects[named(game, "Serra Angel")].zone is Zone.HAND


def test_608_2d_not_a_plains_no_choice():
    """608.2d: from an Island, no question: the card goes to its owner's hand."""
    game = _shepherd("Island")
    assert game.state.objects[named(game, "Serra Angel")].zone is Zone.HAND
