"""CR 701.22a: "to scry N, a player looks at the top N cards of their library, then puts any number of them on the
bottom of their library in any order and the rest on top of their library in any order" — the top/bottom choice
card by card, then the order of each group, top first."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, cast, choose, pass_priority, position
from manastack.rules.engine import IllegalActionError
from manastack.types.decisions import DecisionKind

LIBRARY = ["Plains", "Forest", "Mountain", "Swamp", "Island", "Island"]


def _scrying(picks: list[str]):
    """Ugin's Insight with Hill Giant out (the greatest mana value, 4): scry 4, answered card by card."""
    game = position(battlefield=(["Island"] * 5 + ["Hill Giant"], []), hand=(["Ugin's Insight"], []),
                    library=(LIBRARY, ["Island"] * 10))
    cast(game, "Ugin's Insight")
    while game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    for pick in picks:
        assert game.decision.kind is DecisionKind.SCRY and game.decision.options == ("top", "bottom")
        choose(game, pick)
    return game


def _card(game, name: str) -> int:
    return next(o for o in game.state.players[ANA].library if game.state.objects[o].card == name)


def _library(game) -> list[str]:
    return [game.state.objects[o].card for o in game.state.players[ANA].library]


def test_701_22a_the_rest_go_on_top_in_any_order():
    """701.22a "the rest on top of their library in any order": three questions for four cards kept, and the
    draws after the scry take the order chosen."""
    game = _scrying(["top"] * 4)
    for name in ("Swamp", "Forest", "Mountain"):
        assert game.decision.kind is DecisionKind.SCRY and game.decision.rule == "701.22a"
        choose(game, _card(game, name))
    hand = {game.state.objects[o].card for o in game.state.players[ANA].hand}
    assert hand == {"Swamp", "Forest", "Mountain"} and _library(game)[0] == "Plains"


def test_701_22a_the_bottom_cards_go_in_any_order_too():
    """701.22a "on the bottom of their library in any order": the card chosen highest is above the other."""
    game = _scrying(["top", "bottom", "top", "bottom"])
    choose(game, _card(game, "Mountain"))      # on top first
    choose(game, _card(game, "Swamp"))         # the higher of the two on the bottom
    assert _library(game)[-2:] == ["Swamp", "Forest"]
    hand = sorted(game.state.objects[o].card for o in game.state.players[ANA].hand)
    assert hand == ["Island", "Mountain", "Plains"]


def test_701_22a_one_card_in_a_group_needs_no_order():
    """One card on top and the others on the bottom in an order: no question for the lone top card."""
    game = _scrying(["bottom", "top", "bottom", "bottom"])
    asked = 0
    while game.decision.kind is DecisionKind.SCRY:
        assert len(game.decision.options) >= 2
        choose(game, game.decision.options[-1])
        asked += 1
    assert asked == 2      # three bottom cards: two questions, the last one left goes lowest


def test_701_22a_an_order_names_only_a_card_of_the_group():
    """A card not in the group being ordered is refused, and nothing changes (the game stays where it was)."""
    game = _scrying(["top", "bottom", "top", "top"])
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        choose(game, _card(game, "Forest"))        # on its way to the bottom, not among the top cards
    assert game.to_json() == before


def test_701_22a_the_order_questions_are_the_scrying_players_own():
    """CR 400.2: the cards being ordered are in Ana's library: only Ana is asked, and Bo's view of the question
    names none of them."""
    game = _scrying(["top"] * 4)
    assert game.decision.player == ANA
    seen = str(game.observation(BO))
    assert "Swamp" not in seen and "Forest" not in seen
