"""CR 111.4: a token's name is the one its effect states: Omnath's 5/5 red and green token is an "Elemental",
like awaken's 0/0 one; card files key it by another name and the pool tells the two apart by that key."""

from __future__ import annotations

import pytest

from helpers import named, play_land, pool_with, position, resolve
from manastack.cards.loader import CardFileError
from manastack.cards.pool import CardPool
from manastack.game import Game
from manastack.rules.zones import create_token
from manastack.sentences import Naming, sentence
from manastack.types.events import Event


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


def _created(game: Game) -> Event:
    return next(e for e in reversed(game.state.events) if e.kind == "zone_change" and e.get("token"))


def test_111_4_a_token_named_by_its_subtypes_reads_as_them_in_another_language():
    """111.4: a Treasure token is named by its subtype, so the trace reads its name as that subtype in the
    reader's language: "a Treasure token", "una ficha de Tesoro", "una pedina Tesoro"."""
    game = position(battlefield=([], []))
    create_token(game.state, CardPool.builtin()["Treasure"], 0)
    created = _created(game)
    assert sentence(created) == "Ana creates a Treasure token."
    assert sentence(created, Naming("es")) == "Ana crea una ficha de Tesoro."
    assert sentence(created, Naming("it")) == "Ana crea una pedina Tesoro."


def test_111_4_a_token_copy_keeps_its_name_in_every_language():
    """707.2: a token copy is named as what it copies, a name (not its subtypes): it reads as it is."""
    game = position(battlefield=([], []))
    bears = CardPool.builtin()["Grizzly Bears"]
    create_token(game.state, bears.model_copy(update={"name": "Bear", "subtypes": ("Bear",)}), 0, copy_of=bears)
    assert sentence(_created(game), Naming("es")) == "Ana crea una ficha de Bear."
