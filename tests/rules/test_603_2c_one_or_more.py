"""CR 603.2c, 603.10a: "whenever one or more <objects> enter (leave the battlefield)" triggers once for all the
objects that do so at the same time, and again for a later, separate event; "without dying" excludes creatures
put into a graveyard (700.4)."""

from __future__ import annotations

from helpers import cast, named, pass_priority, position
from manastack.rules.zones import create_token, move
from manastack.types.enums import Zone


def _port_mage_triggers(game) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for t in game.state.triggers if t.source == named(game, "Dour Port-Mage"))


def test_603_2c_three_tokens_at_once_trigger_once_two_separate_events_twice():
    """603.2c: Hop to It's three Rabbits make one trigger; a fourth Rabbit made on its own, a second."""
    game = position(battlefield=(["Valley Questcaller", "Plains", "Plains", "Plains"], []), hand=(["Hop to It"], []))
    cast(game, "Hop to It")
    pass_priority(game)
    pass_priority(game)
    assert len([o for o in game.state.stack if game.state.objects[o].is_ability]) == 1
    create_token(game.state, game.state.cards.token("Rabbit", None), 0)
    assert len(game.state.triggers) == 1


def test_700_4_leaving_without_dying():
    """700.4: a creature of Ana's put into her graveyard (dying) doesn't trigger Dour Port-Mage; exiled, it does."""
    game = position(battlefield=(["Dour Port-Mage", "Grizzly Bears", "Savannah Lions"], []))
    move(game.state, named(game, "Grizzly Bears"), Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    assert _port_mage_triggers(game) == 0
    move(game.state, named(game, "Savannah Lions"), Zone.EXILE, rule="406.2", why="exiled")
    assert _port_mage_triggers(game) == 1
