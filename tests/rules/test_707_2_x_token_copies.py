"""CR 707.2, 111.1, 107.3a: "create X tokens that are copies of target token you control" and "you gain 1 life for
each token you control" (For the Common Good)."""

from __future__ import annotations

from helpers import cast, ids, named, position, resolve
from manastack.types.enums import Zone


def _game(x: int):   # type: ignore[no-untyped-def]
    game = position(battlefield=(["Rabbit", "Forest", "Forest", "Forest", "Forest", "Forest"], ["Rabbit"]),
                    hand=(["For the Common Good"], []))
    for oid in ids(game, "Rabbit", Zone.BATTLEFIELD):
        game.state.objects[oid].token = True
    game.state.event_seq += 1
    cast(game, "For the Common Good", named(game, "Rabbit", Zone.BATTLEFIELD, 0), choices=[x])
    resolve(game)
    return game


def test_707_2_x_copies_and_life_for_each_token_you_control():
    """707.2: X = 2 makes two copies; Ana then controls three tokens: 3 life (Bo's token isn't counted)."""
    game = _game(2)
    mine = [o for o in ids(game, "Rabbit", Zone.BATTLEFIELD) if game.state.objects[o].controller == 0]
    assert len(mine) == 3 and game.state.players[0].life == 23


def test_107_3a_x_zero_makes_no_copy():
    """107.3a: X = 0: no copy, one token: 1 life."""
    game = _game(0)
    assert game.state.players[0].life == 21
