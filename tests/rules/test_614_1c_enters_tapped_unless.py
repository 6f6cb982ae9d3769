"""CR 614.1c, 614.12: "This enters tapped unless you control two or more basic lands" is a replacement effect of
the land itself, its condition checked as the land enters, by the player it enters under the control of."""

from __future__ import annotations

import pytest

from helpers import named, play_land, pool_with, position
from manastack.cards.loader import CardFileError
from manastack.cards.render import rules_text


def _vista(battlefield: list[str], bo: tuple[str, ...] = ()) -> bool:
    game = position(battlefield=(battlefield, list(bo)), hand=(["Canopy Vista"], []))
    play_land(game, "Canopy Vista")
    return game.state.objects[named(game, "Canopy Vista")].tapped


def test_614_1c_two_basic_lands_let_it_enter_untapped():
    """614.1c: with two basic lands, the condition holds and the land enters untapped."""
    assert _vista(["Plains", "Island"]) is False


def test_614_1c_fewer_than_two_basic_lands_and_it_enters_tapped():
    """614.1c: one basic land and a nonbasic one (or the opponent's basics) are not two basic lands you control."""
    assert _vista(["Plains", "Evolving Wilds"]) is True
    assert _vista(["Plains"], ("Island", "Island")) is True


def test_614_1c_the_count_is_read_once_only_by_enters_tapped():
    """614.12: the condition is read once, as the land enters; a continuous effect "as long as you control two or
    more basic lands" would read characteristics the layers change (613.8) and doesn't load."""
    with pytest.raises(CardFileError, match="condition"):
        pool_with('Odd Land: {types: [Land], abilities: [{kind: static, affects: self, keywords: [Flying], '
                  'condition: "controls_at_least:2:Basic"}]}')


def test_614_1c_the_condition_renders_as_unless():
    """The rules text reads "This enters tapped unless you control two or more basic lands."."""
    from manastack.cards.pool import CardPool

    assert "This enters tapped unless you control two or more basic lands." in rules_text(
        CardPool.builtin()["Canopy Vista"])
