"""CR 701.17: mill — a player puts the top N cards of their library into their graveyard."""

from __future__ import annotations

from helpers import ANA, cast, choose, events, obj, pass_priority, pool_with, position, resolve
from manastack.game import Game
from manastack.types.decisions import DecisionKind


def _duo_enters(library: list[str]) -> Game:
    """Ana casts Daggerfang Duo; it resolves and its enters trigger waits for her "you may"."""
    game = position(battlefield=(["Swamp"] * 3, []), hand=(["Daggerfang Duo"], []), library=(library, ["Island"] * 5))
    cast(game, "Daggerfang Duo")
    while game.state.stack and game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    return game


def _names(game: Game, oids: list[int]) -> list[str]:
    return [obj(game, c).card for c in oids]


def test_701_17a_the_top_cards_go_to_the_graveyard():
    """701.17a: milling two puts the top two cards of the library into the graveyard."""
    game = _duo_enters(["Forest", "Mountain", "Plains"])
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.rule == "608.2d"
    choose(game, "yes")
    ana = game.state.players[ANA]
    assert _names(game, ana.graveyard) == ["Forest", "Mountain"]
    assert _names(game, ana.library) == ["Plains"]
    assert [e.rule for e in events(game, "zone_change") if e.get("variant") == "mills"] == ["701.17a", "701.17a"]


def test_608_2d_a_player_who_may_mill_may_choose_not_to():
    """608.2d: "you may mill" is a choice on resolution; declining leaves the library as it was."""
    game = _duo_enters(["Forest", "Mountain", "Plains"])
    choose(game, "no")
    ana = game.state.players[ANA]
    assert ana.graveyard == [] and _names(game, ana.library) == ["Forest", "Mountain", "Plains"]


def test_701_17b_a_player_cant_choose_to_mill_more_cards_than_the_library_has():
    """701.17b: "you may mill two" with one card left can't be chosen (Daggerfang Duo's ruling): nothing is asked."""
    game = _duo_enters(["Forest"])
    ana = game.state.players[ANA]
    assert game.decision.kind is DecisionKind.PRIORITY and not game.state.stack
    assert _names(game, ana.library) == ["Forest"] and ana.graveyard[-1:] != ["Forest"]
    assert [e.rule for e in events(game, "cant_mill")] == ["701.17b"]


def test_701_17b_and_c_milling_more_than_the_library_mills_all_and_they_are_remembered():
    """701.17b: told to mill three with two cards left, Ana mills both; 701.17c: a later instruction counts the
    cards milled this way (gain 2 life)."""
    pool = pool_with("""
Test Millgain:
  cost: "{B}"
  types: [Sorcery]
  spell:
    effects:
      - {do: mill, amount: 3, remember: milled}
      - {do: gain_life, amount: milled}
""")
    game = position(battlefield=(["Swamp"], []), hand=(["Test Millgain"], []), library=(["Forest", "Plains"], []),
                    cards=pool)
    cast(game, "Test Millgain")
    resolve(game)
    ana = game.state.players[ANA]
    assert ana.life == 22 and ana.library == [] and not ana.lost
