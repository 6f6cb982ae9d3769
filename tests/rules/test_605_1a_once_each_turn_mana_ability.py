"""CR 605.1a, 602.5b: a mana ability may say "Activate only once each turn." (Three Tree Mascot's "{1}: Add one
mana of any color. Activate only once each turn."): once activated, it can't be activated again that turn, even
with its mana cost payable; it can again in a later turn."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, advance_to, named, position
from manastack.cards.pool import CardPool
from manastack.cards.render import ability_text
from manastack.game import IllegalActionError
from manastack.rules.mana import mana_abilities_costing_mana
from manastack.types.actions import ActivateAbility, Choose
from manastack.types.enums import Step

MASCOT_ANY = 0     # Three Tree Mascot's "{1}: Add one mana of any color" (Changeling is a keyword, not listed)


def _activate(game, mascot: int, letter: str) -> None:  # type: ignore[no-untyped-def]
    game.apply(ActivateAbility(ANA, mascot, MASCOT_ANY))
    assert game.decision is not None
    game.apply(Choose(ANA, next(o for o in game.decision.options if o[-1] == letter)))


def test_602_5b_once_activated_it_isnt_offered_again_this_turn() -> None:
    """602.5b: "Activate only once each turn": after one activation, with a Plains still untapped to pay {1}, the
    ability isn't among the legal actions and activating it is refused, changing nothing."""
    game = position(battlefield=(["Three Tree Mascot", "Plains", "Plains"], []))
    mascot = named(game, "Three Tree Mascot")
    assert ActivateAbility(ANA, mascot, MASCOT_ANY) in game.legal_actions()
    _activate(game, mascot, "R")
    assert game.state.players[ANA].pool == [0, 0, 0, 1, 0, 0]
    assert ActivateAbility(ANA, mascot, MASCOT_ANY) not in game.legal_actions()
    assert (mascot, MASCOT_ANY) not in mana_abilities_costing_mana(game.state, ANA)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(ANA, mascot, MASCOT_ANY))
    assert game.to_json() == before


def test_602_5b_it_may_be_activated_again_the_next_turn() -> None:
    """602.5b: the limit is "each turn": in the next turn (the opponent's), it may be activated once more."""
    game = position(battlefield=(["Three Tree Mascot", "Plains", "Plains"], []))
    mascot = named(game, "Three Tree Mascot")
    _activate(game, mascot, "G")
    advance_to(game, Step.UPKEEP)
    assert game.state.active == BO
    assert (mascot, MASCOT_ANY) in mana_abilities_costing_mana(game.state, ANA)


def test_602_5b_the_limit_is_written_in_its_text() -> None:
    """602.5b: the card's text says the restriction after the mana it adds."""
    spec = CardPool.builtin().find("Three Tree Mascot").abilities[MASCOT_ANY]
    assert ability_text(spec) == "{1}: Add one mana of any color. Activate only once each turn."
