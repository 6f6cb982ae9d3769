"""CR 701.20a, 401.4: "reveal cards from the top of your library until you reveal a land card. Put that card onto
the battlefield tapped and the rest on the bottom of your library in a random order" (Clifftop Lookout)."""

from __future__ import annotations

from helpers import cast, events, named, position, resolve
from manastack.types.enums import Zone


def _lookout(library: list[str], seed: int = 1):   # type: ignore[no-untyped-def]
    game = position(battlefield=(["Forest"] * 3, []), hand=(["Clifftop Lookout"], []),
                    library=(library, ["Island"] * 5), seed=seed)
    cast(game, "Clifftop Lookout")
    resolve(game)
    return game


def test_701_20a_the_first_land_enters_tapped_and_the_rest_go_under():
    """701.20a: Shock and Bears are revealed before the Plains; the Plains enters tapped; the Island below stays on
    top; the two revealed cards are now the bottom two."""
    game = _lookout(["Shock", "Grizzly Bears", "Plains", "Island"])
    plains = game.state.objects[named(game, "Plains", Zone.BATTLEFIELD)]
    assert plains.tapped
    library = [game.state.objects[o].card for o in game.state.players[0].library]
    assert library[0] == "Island" and sorted(library[1:]) == ["Grizzly Bears", "Shock"]
    assert [e.get("card").name for e in events(game, "reveal")] == ["Shock", "Grizzly Bears", "Plains"]


def test_401_4_the_random_order_comes_from_the_game_seed():
    """401.4: the order is random, and the same for the same seed (replays are exact)."""
    cards = ["Shock", "Grizzly Bears", "Opt", "Giant Growth"]
    orders = [_library(_lookout(cards, seed=s)) for s in range(6)]
    assert len(set(orders)) > 1
    assert _library(_lookout(cards, seed=0)) == orders[0]


def _library(game) -> tuple[str, ...]:   # type: ignore[no-untyped-def]
    return tuple(game.state.objects[o].card for o in game.state.players[0].library)
