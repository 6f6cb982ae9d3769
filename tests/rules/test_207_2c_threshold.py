"""CR 207.2c: threshold is an ability word — "if seven or more cards are in your graveyard" — here checked as an
intervening "if" (CR 603.4) by Tidecaller Mentor."""

from __future__ import annotations

from helpers import BO, cast, choose, events, named, pass_priority, position, resolve
from manastack.rules.zones import move
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

SEVEN = ["Shock"] * 7


def _cast_mentor(ana_graveyard: list[str], bo_graveyard: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Island", "Island", "Swamp"], ["Hill Giant"]), hand=(["Tidecaller Mentor"], []),
                    graveyard=(ana_graveyard, list(bo_graveyard)))
    cast(game, "Tidecaller Mentor")
    while game.state.stack and game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    return game


def test_207_2c_seven_cards_in_your_graveyard_is_threshold():
    """207.2c, 603.4: with seven cards in Ana's graveyard the ability triggers; Hill Giant returns."""
    game = _cast_mentor(SEVEN)
    choose(game, named(game, "Hill Giant"))
    resolve(game)
    assert game.state.objects[named(game, "Hill Giant")].zone is Zone.HAND


def test_207_2c_six_cards_or_an_opponents_graveyard_is_not_threshold():
    """207.2c: six cards in her own graveyard don't do, nor do seven in Bo's."""
    game = _cast_mentor(SEVEN[:6], tuple(SEVEN))
    assert not game.state.stack and not [e for e in events(game, "triggered")]


def test_603_4_threshold_is_checked_again_on_resolution():
    """603.4: a card leaving Ana's graveyard before the ability resolves leaves six: it does nothing."""
    game = _cast_mentor(SEVEN)
    choose(game, named(game, "Hill Giant"))
    move(game.state, game.state.players[0].graveyard[0], Zone.EXILE, rule="406.2", why="exiled")
    resolve(game)
    assert game.state.objects[named(game, "Hill Giant")].zone is Zone.BATTLEFIELD
    assert game.state.players[BO].hand == []
