"""CR 401.4, 608.2d: "look at the top N cards, take some, put the rest on the bottom of your library in a random
order" (verb ``look_at_top``): the choice is made as the effect is applied ("reveal one?", then which), and the rest
go below every other card."""

from __future__ import annotations

from helpers import ANA, advance_to, cast, choose, named, position, resolve_top
from manastack.rules.damage import lose_life
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone

LIBRARY = ["Serra Angel", "Hill Giant", "Island", "Grizzly Bears", "Forest", "Plains"]


def _charter(library: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Star Charter"], []), library=(library, ["Island"] * 5))
    lose_life(game.state, ANA, 1)
    advance_to(game, Step.END)
    resolve_top(game)
    return game


def test_401_4_the_rest_go_to_the_bottom_below_the_cards_not_looked_at():
    """401.4: the three cards not taken go under Forest and Plains, which were never looked at."""
    game = _charter(LIBRARY)
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.player == ANA
    choose(game, "yes")
    decision = game.decision
    assert decision.kind is DecisionKind.CHOOSE_OBJECT and decision.player == ANA
    names = {game.state.objects[o].card for o in decision.options}
    assert names == {"Hill Giant", "Grizzly Bears"}      # a creature card with power 3 or less
    choose(game, named(game, "Grizzly Bears"))
    library = [game.state.objects[o].card for o in game.state.players[ANA].library]
    assert library[:2] == ["Forest", "Plains"] and sorted(library[2:]) == ["Hill Giant", "Island", "Serra Angel"]
    assert game.state.objects[named(game, "Grizzly Bears")].zone is Zone.HAND


def test_608_2d_a_may_take_can_take_nothing():
    """608.2d: "you may reveal a creature card" — Ana takes none; all four go to the bottom."""
    game = _charter(LIBRARY)
    choose(game, "no")
    assert game.state.players[ANA].hand == []
    assert [game.state.objects[o].card for o in game.state.players[ANA].library][:2] == ["Forest", "Plains"]


def test_608_2d_put_x_cards_is_not_optional():
    """608.2d: Stargaze's "put X cards from among them into your hand" asks which, not whether."""
    game = position(battlefield=(["Swamp"] * 3, []), hand=(["Stargaze"], []), library=(LIBRARY, []))
    cast(game, "Stargaze", choices=[1])
    resolve_top(game)
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and len(game.decision.options) == 2
