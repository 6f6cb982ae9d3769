"""CR 610.3: "exile each creature … until this leaves the battlefield" — the cards return immediately after the
source leaves, 610.3c: under their owners' control; 610.3a: if the source left before the exile, nothing is
exiled; a token exiled this way ceases to exist and doesn't return (111.8)."""

from __future__ import annotations

from helpers import ANA, BO, cast, named, pass_priority, pool_with, position, resolve
from manastack.rules.zones import create_token, move
from manastack.types.enums import Zone

BIG_TOKEN = "Big Token: {token: true, types: [Creature], subtypes: [Beast], colors: [green], power: 6, toughness: 6}"


def _network(bo: list[str], cards=None, token: str = ""):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Mountain"] * 4 + ["Plated Crusher"], bo), hand=(["Aligned Hedron Network"], []),
                    cards=cards)
    if token:
        create_token(game.state, game.state.cards.find(token), BO)
    cast(game, "Aligned Hedron Network")
    resolve(game)
    return game


def test_610_3_power_five_or_greater_is_exiled():
    """610.3: both players' creatures with power 5 or greater are exiled, the others stay."""
    game = _network(["Breaker of Armies", "Serra Angel"])
    assert game.state.objects[named(game, "Plated Crusher")].zone is Zone.EXILE
    assert game.state.objects[named(game, "Breaker of Armies")].zone is Zone.EXILE
    assert game.state.objects[named(game, "Serra Angel")].zone is Zone.BATTLEFIELD


def test_610_3c_they_return_when_it_leaves_under_their_owners_control():
    """610.3, 610.3c: the Network leaving returns the cards at once, each under its owner's control."""
    game = _network(["Breaker of Armies"])
    move(game.state, named(game, "Aligned Hedron Network"), Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    crusher, breaker = (game.state.objects[named(game, n)] for n in ("Plated Crusher", "Breaker of Armies"))
    assert crusher.zone is Zone.BATTLEFIELD and crusher.controller == ANA
    assert breaker.zone is Zone.BATTLEFIELD and breaker.controller == BO
    assert not [e for e in game.state.effects if e.layer == "until_leaves"]


def test_610_3a_gone_before_it_resolves_nothing_is_exiled():
    """610.3a: the Network leaves with its ability on the stack: the Crusher stays on the battlefield."""
    game = position(battlefield=(["Mountain"] * 4 + ["Plated Crusher"], []), hand=(["Aligned Hedron Network"], []))
    cast(game, "Aligned Hedron Network")
    pass_priority(game)
    pass_priority(game)     # the Network resolves; its enters ability goes on the stack
    move(game.state, named(game, "Aligned Hedron Network"), Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    resolve(game)
    assert game.state.objects[named(game, "Plated Crusher")].zone is Zone.BATTLEFIELD


def test_111_8_an_exiled_token_doesnt_return():
    """111.8: a token exiled by the Network ceases to exist; it isn't on the battlefield after the Network leaves."""
    game = _network([], cards=pool_with(BIG_TOKEN), token="Big Token")
    assert not [o for o in game.state.battlefield if game.state.objects[o].card == "Big Token"]
    move(game.state, named(game, "Aligned Hedron Network"), Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    assert not [o for o in game.state.battlefield if game.state.objects[o].card == "Big Token"]
