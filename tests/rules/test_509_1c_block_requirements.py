"""CR 509.1c: "All creatures able to block Breaker of Armies do so" — each creature able to block it may only
block it, and the declaration isn't done while one of them isn't blocking."""

from __future__ import annotations

from helpers import BO, advance_to, attack, choose, named, position
from manastack.types.enums import Step


def _at_blocks():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Breaker of Armies", "Grizzly Bears"], ["Hill Giant", "Wind Drake"]))
    attack(game, named(game, "Breaker of Armies"), named(game, "Grizzly Bears"))
    advance_to(game, Step.DECLARE_BLOCKERS)
    return game


def test_509_1c_creatures_able_to_block_it_may_block_only_it():
    """509.1c: Hill Giant may block Breaker of Armies, and not Grizzly Bears."""
    game = _at_blocks()
    giant, breaker = named(game, "Hill Giant"), named(game, "Breaker of Armies")
    assert (giant, breaker) in game.decision.options
    assert (giant, named(game, "Grizzly Bears")) not in game.decision.options
    assert "done" not in game.decision.options


def test_509_1c_done_when_every_able_creature_blocks_it():
    """509.1c: with both Bo's creatures blocking Breaker of Armies, the declaration may end."""
    game = _at_blocks()
    breaker = named(game, "Breaker of Armies")
    choose(game, (named(game, "Hill Giant"), breaker))
    assert "done" not in game.decision.options
    choose(game, (named(game, "Wind Drake"), breaker))
    assert game.decision.options == ("done",)
    assert game.decision.player == BO
