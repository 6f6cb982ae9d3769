"""CR 111.4: a token's name is the one its effect states: Omnath's 5/5 red and green token is an "Elemental",
like awaken's 0/0 one; card files key it by another name and the pool tells the two apart by that key."""

from __future__ import annotations

import pytest

from helpers import named, play_land, pool_with, position, resolve
from manastack.cards.loader import CardFileError
from manastack.cards.pool import CardPool
from manastack.game import Game


def test_111_4_the_token_is_named_elemental_and_is_omnaths():
    """111.4: Omnath's landfall makes a 5/5 red and green token named Elemental."""
    game = position(battlefield=(["Omnath, Locus of Rage"], []), hand=(["Forest"], []))
    play_land(game, "Forest")
    resolve(game)
    token = game.state.objects[named(game, "Elemental")]
    assert token.token and token.definition.power == 5 and token.definition.file_key == "Omnath Elemental"


def test_111_4_the_pool_keeps_both_elementals():
    """111.4: by key, each definition is found; by the plain name, awaken's 0/0 Elemental."""
    pool = CardPool.builtin()
    assert pool["Omnath Elemental"].name == "Elemental" and pool["Omnath Elemental"].power == 5
    assert pool["Elemental"].power == 0


def test_111_4_a_save_refers_to_the_key():
    """A save names the definition by its key, so the 5/5 comes back as the 5/5."""
    game = position(battlefield=(["Omnath, Locus of Rage"], []), hand=(["Forest"], []))
    play_land(game, "Forest")
    resolve(game)
    again = Game.from_json(game.to_json())
    token = next(o for o in again.state.objects.values() if o.card == "Elemental")
    assert token.definition.power == 5


def test_111_4_only_a_token_may_have_another_name():
    """A card (not a token) keyed under another name doesn't load."""
    with pytest.raises(CardFileError, match="only a token"):
        pool_with("Odd Key: {name: Grizzly Bears, types: [Creature], power: 2, toughness: 2}")
