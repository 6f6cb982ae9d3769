"""CR 614.1c: "[This permanent] enters tapped if it's not your turn" — the condition is checked as it enters."""

from __future__ import annotations

from helpers import ANA, BO, add_mana, cast, named, obj, pass_priority, position, resolve
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text


def _crab(active: int):  # type: ignore[no-untyped-def]
    game = position(hand=(["Eddymurk Crab"], []), active=active)
    add_mana(game, ANA, "UUUUUUU")
    if active == BO:
        pass_priority(game)       # Bo passes: Ana receives priority and flashes the Crab in
    cast(game, "Eddymurk Crab")
    resolve(game, "done")      # its enters trigger taps up to two creatures: none
    return obj(game, named(game, "Eddymurk Crab"))


def test_614_1c_it_enters_tapped_on_an_opponents_turn():
    """614.1c: not Ana's turn: the Crab enters tapped."""
    assert _crab(BO).tapped


def test_614_1c_it_enters_untapped_on_its_controllers_turn():
    """614.1c: Ana's turn: the condition is false, it enters untapped."""
    assert not _crab(ANA).tapped


def test_614_1c_the_condition_is_rendered():
    assert "This enters tapped if it's not your turn." in rules_text(CardPool.builtin()["Eddymurk Crab"])
