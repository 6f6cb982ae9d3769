"""CR 701.25: surveil — look at the top N cards, put any number into the graveyard, the rest on top in any order."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, P1, cast, choose, events, obj, pass_priority, position
from manastack.game import Game
from manastack.rules.engine import IllegalActionError
from manastack.sentences import prompt_text, sentence
from manastack.types.decisions import DecisionKind


def _surveilling(library: list[str], card: str = "Diresight", *targets: int, rat: bool = False) -> Game:
    """Ana casts ``card`` (three Swamps, and a Rat if asked) and passes until its surveil asks her."""
    lands = ["Swamp"] * 3 + (["Daggerfang Duo"] if rat else [])
    game = position(battlefield=(lands, []), hand=([card], ["Island", "Forest"]), library=(library, ["Island"] * 5))
    cast(game, card, *targets)
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    return game


def _cards(game: Game, oids: list[int]) -> list[str]:
    return [obj(game, c).card for c in oids]


def test_701_25a_look_at_the_top_n_and_put_any_number_into_the_graveyard():
    """701.25a: each looked-at card goes into the graveyard or stays on top; then Diresight draws the rest."""
    game = _surveilling(["Forest", "Mountain", "Plains", "Island"])
    assert game.decision.kind is DecisionKind.SURVEIL and "Forest" in prompt_text(game.decision.prompt)
    choose(game, "graveyard")
    assert "Mountain" in prompt_text(game.decision.prompt)
    choose(game, "top")
    ana = game.state.players[ANA]
    assert _cards(game, ana.graveyard) == ["Forest", "Diresight"]
    assert sorted(_cards(game, ana.hand)) == ["Mountain", "Plains"]      # drew the kept card, then the next
    assert [e.rule for e in events(game, "surveil")] == ["701.25a"]
    assert ana.life == 18


def test_701_25a_the_rest_go_back_on_top_in_any_order():
    """701.25a: "the rest on top of your library in any order": Ana puts the second card above the first."""
    game = _surveilling(["Forest", "Mountain", "Plains"], "Psychic Whorl", P1, rat=True)
    while game.decision.kind is not DecisionKind.SURVEIL:
        choose(game, game.decision.options[0])                             # Bo discards two
    choose(game, "top")
    choose(game, "top")
    assert game.decision.kind is DecisionKind.SURVEIL and game.decision.rule == "701.25a"
    mountain = game.state.players[ANA].library[1]
    assert set(game.decision.options) == set(game.state.players[ANA].library[:2])
    choose(game, mountain)                                                 # the last one is placed alone
    assert _cards(game, game.state.players[ANA].library) == ["Mountain", "Forest", "Plains"]
    assert _cards(game, game.state.players[BO].graveyard) == ["Island", "Forest"]


def test_701_25a_every_looked_at_card_may_go_to_the_graveyard():
    """701.25a: "any number" includes all of them; no order is asked."""
    game = _surveilling(["Forest", "Mountain", "Plains", "Island"])
    choose(game, "graveyard")
    choose(game, "graveyard")
    ana = game.state.players[ANA]
    assert _cards(game, ana.graveyard) == ["Forest", "Mountain", "Diresight"]
    assert sorted(_cards(game, ana.hand)) == ["Island", "Plains"]


def test_701_25a_with_fewer_cards_in_the_library_the_player_looks_at_all_of_them():
    """701.25a: surveil 2 with one card left looks at that card only."""
    game = _surveilling(["Forest"], "Psychic Whorl", P1, rat=True)
    while game.decision.kind is not DecisionKind.SURVEIL:
        choose(game, game.decision.options[0])
    choose(game, "graveyard")
    assert game.state.players[ANA].library == []
    assert "surveils 1" in sentence(events(game, "surveil")[0])


def test_701_25b_surveil_with_no_card_to_look_at_is_no_surveil_event():
    """701.25b: surveilling 0 cards (here: an empty library) is no surveil event and asks nothing."""
    game = _surveilling([], "Psychic Whorl", P1, rat=True)
    while game.decision.kind is not DecisionKind.PRIORITY:
        choose(game, game.decision.options[0])
    assert not events(game, "surveil") and not game.state.stack


def test_400_2_the_opponent_does_not_see_the_cards_looked_at():
    """400.2, 701.25a: the question names the card for Ana only; Bo's observation shows whose decision it is."""
    game = _surveilling(["Forest", "Mountain"])
    mine, theirs = game.observation(ANA)["decision"], game.observation(BO)["decision"]
    assert "Forest" in mine["prompt"]
    assert theirs == {"kind": "surveil", "player": ANA, "prompt": None}
    choose(game, "top")
    choose(game, "top")
    choose(game, game.state.players[ANA].library[0])
    seen = "\n".join(game.trace(BO))
    assert "surveils 2: 0 into the graveyard, 2 back on top" in seen
    assert "Mountain" not in seen and "Forest" not in seen


def test_701_25a_an_answer_that_is_not_an_option_changes_nothing():
    """701.25a: only "top" or "graveyard" answers the first question; anything else is refused."""
    game = _surveilling(["Forest", "Mountain"])
    before = list(game.state.players[ANA].library)
    with pytest.raises(IllegalActionError, match="not legal"):
        choose(game, "bottom")
    assert game.state.players[ANA].library == before and game.decision.kind is DecisionKind.SURVEIL
