"""CR 601.2h, 602.2b, 118.12: the processors' cost — "put a card an opponent owns from exile into that player's
graveyard" — paid as an activation cost, a spell's additional cost, or "you may … If you do" on resolution
(``rules.exiled_cards``)."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, activate, cast, named, position, resolve
from manastack.rules.engine import IllegalActionError
from manastack.rules.priority import activatable
from manastack.types.enums import Zone

CRUISER = (["Cryptic Cruiser", "Island", "Island", "Island"], ["Hill Giant"])


def test_602_2b_the_ability_cant_be_activated_without_a_card_an_opponent_owns_in_exile():
    """601.2h, 602.2b: a cost that can't be paid can't be paid; your own exiled card doesn't count."""
    game = position(battlefield=CRUISER, exile=(["Forest"], []))
    assert activatable(game.state, ANA, named(game, "Cryptic Cruiser"), True) == []


def test_602_2b_paying_the_cost_puts_the_chosen_card_into_its_owners_graveyard():
    """601.2h: the player chooses which card; it goes to the graveyard of the opponent who owns it."""
    game = position(battlefield=CRUISER, exile=([], ["Forest", "Mountain"]))
    giant = named(game, "Hill Giant")
    activate(game, named(game, "Cryptic Cruiser"), 0, giant, choices=[named(game, "Mountain", Zone.EXILE)])
    assert named(game, "Mountain", Zone.GRAVEYARD, BO) and named(game, "Forest", Zone.EXILE, BO)
    resolve(game)
    assert game.state.objects[giant].tapped


def test_601_2b_an_additional_cost_spell_cant_be_cast_without_the_card():
    """601.2b, 601.2h: Processor Assault can't be cast without a card an opponent owns in exile."""
    game = position(battlefield=(["Mountain", "Mountain"], ["Hill Giant"]), hand=(["Processor Assault"], []))
    with pytest.raises(IllegalActionError):
        cast(game, "Processor Assault", named(game, "Hill Giant"))


def test_118_12_you_may_put_a_card_if_you_do():
    """118.12: "you may [cost]. If you do, …" — paid, the instruction after it happens."""
    game = position(battlefield=(["Island"] * 4, ["Hill Giant"]), hand=(["Murk Strider"], []),
                    exile=([], ["Forest"]))
    cast(game, "Murk Strider")
    resolve(game, named(game, "Hill Giant"), "yes")
    assert named(game, "Hill Giant", Zone.HAND, BO) and named(game, "Forest", Zone.GRAVEYARD, BO)


def test_118_12_with_no_card_to_put_the_cost_isnt_paid_and_nothing_happens():
    """118.12: a cost that can't be paid isn't asked and counts as not paid: the creature stays."""
    game = position(battlefield=(["Island"] * 4, ["Hill Giant"]), hand=(["Murk Strider"], []))
    cast(game, "Murk Strider")
    resolve(game, named(game, "Hill Giant"))
    assert named(game, "Hill Giant", Zone.BATTLEFIELD, BO)
    assert any(e.kind == "cant_pay" for e in game.events)


def test_118_12_two_cards_are_needed_when_the_cost_says_two():
    """118.12: one card in exile can't pay "put two cards … into their owners' graveyards"."""
    game = position(battlefield=(["Island"] * 2 + ["Swamp"] * 2, []), exile=([], ["Forest"]))
    from manastack.rules.exiled_cards import processable

    assert len(processable(game.state, ANA)) == 1 and processable(game.state, BO) == ()
