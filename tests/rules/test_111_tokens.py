"""CR 111: tokens — a token that has left the battlefield can't move again, and ceases to exist (111.8, 704.5d)."""

from __future__ import annotations

from helpers import ANA, activate, events, ids, named, position, resolve
from manastack.rules.zones import create_token
from manastack.types.enums import Zone


def test_111_8_an_exiled_token_returned_in_the_same_instruction_stays_in_exile_and_ceases() -> None:
    """111.8: a token that has left the battlefield can't come back onto it; it remains where it is and ceases
    to exist at the next state-based action check (Lilysplash Mentor exiles it, then tries to return it)."""
    game = position(battlefield=(["Lilysplash Mentor", "Forest", "Forest", "Island"], []))
    rabbit = create_token(game.state, game.state.cards["Rabbit"], ANA)
    assert rabbit is not None
    activate(game, named(game, "Lilysplash Mentor"), 0, rabbit.id)
    resolve(game)
    assert ids(game, "Rabbit") == []
    assert [e.rule for e in events(game, "token_stays")] == ["111.8"]
    assert [e.rule for e in events(game, "ceased")] == ["704.5d"]
    assert [o.zone for o in game.state.objects.values() if o.card == "Lilysplash Mentor"] == [Zone.BATTLEFIELD]
