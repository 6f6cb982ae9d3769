"""CR 702.16j: "you have protection from everything" — a player keyword, reported like hexproof, that stops
targeting (702.16b) and prevents damage (702.16e), until that player's next turn (611.2b)."""

from __future__ import annotations

from helpers import ANA, BO, P0, advance_to, cast, ids, position, resolve
from manastack.rules.statics import player_keywords
from manastack.types.actions import CastSpell
from manastack.types.enums import Step

PROTECTION = "Protection from everything"


def protected_ana():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Plains"] * 6, ["Mountain"]), hand=(["Perch Protection"], ["Shock"]))
    cast(game, "Perch Protection", choices=(BO,))
    resolve(game)
    return game


def test_702_16j_protection_from_everything_is_a_player_keyword() -> None:
    """702.16j: the player has protection from everything — one of the player's keywords, as the judge and
    each player's observation report them."""
    game = protected_ana()
    assert PROTECTION in player_keywords(game.state, ANA)
    assert PROTECTION in game.observation(BO)["players"][ANA]["keywords"]
    assert game.observation(ANA)["players"][BO]["keywords"] == []


def test_611_2b_the_protection_lasts_until_the_player_s_next_turn() -> None:
    """611.2b: "until your next turn" — the protection lasts through Bo's turns (his extra turn from the gift,
    then his own) and ends as Ana's next turn begins."""
    game = protected_ana()
    advance_to(game, Step.END, turn=5)
    assert game.state.active == BO and PROTECTION in player_keywords(game.state, ANA)
    advance_to(game, Step.UPKEEP, turn=6)
    assert game.state.active == ANA and PROTECTION not in player_keywords(game.state, ANA)


def test_702_16b_the_protected_player_isnt_a_legal_target() -> None:
    """702.16b: Bo's Shock can target no player with protection from everything."""
    game = protected_ana()
    advance_to(game, Step.MAIN1, turn=4)
    assert game.state.active == BO
    shock = ids(game, "Shock")[0]
    assert CastSpell(BO, shock) in game.legal_actions()
    game.apply(CastSpell(BO, shock))
    assert P0 not in game.decision.options
