"""CR 508.3a: "whenever you attack" triggers once as its controller declares one or more attackers."""

from __future__ import annotations

from helpers import BO, advance_to, attack, named, pool_with, position
from manastack.types.enums import Step

WATCHER = """
Attack Watcher:
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: you_attack}
      effects: [{do: gain_life, amount: 1}]
"""


def _game(active: int = 0):  # type: ignore[no-untyped-def]
    return position(battlefield=(["Attack Watcher", "Grizzly Bears", "Hill Giant"], ["Grizzly Bears"]),
                    cards=pool_with(WATCHER), active=active)


def test_508_3a_two_attackers_trigger_it_once():
    """508.3a: one trigger however many creatures attack."""
    game = _game()
    bears, giant = named(game, "Grizzly Bears", owner=0), named(game, "Hill Giant")
    attack(game, bears, giant)
    assert len(game.state.stack) == 1


def test_508_3a_no_attackers_no_trigger():
    """508.3a: declaring no attackers is not attacking."""
    game = _game()
    attack(game)
    assert game.state.stack == []


def test_508_3a_an_opponent_attacking_is_not_you_attacking():
    """508.3a: it watches its controller's declaration only."""
    game = _game(active=BO)
    advance_to(game, Step.DECLARE_ATTACKERS)
    from helpers import choose

    choose(game, (named(game, "Grizzly Bears", owner=1), 0))
    choose(game, "done")
    assert game.state.stack == []
