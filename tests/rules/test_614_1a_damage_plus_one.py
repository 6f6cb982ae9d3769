"""CR 614.1a: "if a Lizard, Mouse, Otter, or Raccoon you control would deal damage to a permanent or player, it
deals that much damage plus 1 instead" (Valley Flamecaller)."""

from __future__ import annotations

from helpers import P1, activate, named, position, resolve


def _ping(battlefield: tuple[list[str], list[str]]) -> int:
    game = position(battlefield=battlefield)
    activate(game, named(game, "Kindlespark Duo"), 0, P1)
    resolve(game)
    return game.state.players[1].life


def test_614_1a_your_lizard_deals_one_more():
    """614.1a: Kindlespark Duo (a Lizard Otter) deals 2 instead of 1."""
    assert _ping((["Valley Flamecaller", "Kindlespark Duo"], [])) == 18


def test_614_1a_two_flamecallers_add_two():
    """614.1a, 616.1: each Flamecaller replaces the damage once: 1 + 1 + 1."""
    assert _ping((["Valley Flamecaller", "Valley Flamecaller", "Kindlespark Duo"], [])) == 17


def test_614_1a_an_opponents_flamecaller_does_not_apply():
    """614.1a: "you control": Bo's Flamecaller doesn't change Ana's damage."""
    assert _ping((["Kindlespark Duo"], ["Valley Flamecaller"])) == 19
