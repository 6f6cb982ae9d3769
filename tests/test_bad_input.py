"""Bad input gets a clear error naming what and where, and nothing changes: card files, card names, saved games,
illegal actions."""

from __future__ import annotations

import json

import pytest

from manastack import Game, IllegalActionError, PassPriority
from manastack.cards.loader import CardFileError, load_card_file, parse_card_file
from manastack.cards.pool import UnknownCardError
from manastack.types.codec import CorruptSaveError

DECKS = [["Forest"] * 10 + ["Grizzly Bears"] * 10, ["Mountain"] * 10 + ["Lightning Bolt"] * 10]


def test_a_card_file_with_a_wrong_field_names_file_card_and_field():
    text = "Bad Bear:\n  cost: '{1}{G}'\n  types: [Creature]\n  power: two\n  toughness: 2\n"
    with pytest.raises(CardFileError) as err:
        list(parse_card_file(text, "my_cards.yaml"))
    assert "my_cards.yaml" in str(err.value) and "'Bad Bear'" in str(err.value) and "power" in str(err.value)


def test_a_card_file_with_an_unknown_effect_verb_lists_the_known_ones():
    text = "Odd Spell:\n  cost: '{R}'\n  types: [Instant]\n  spell: {effects: [{do: explode}]}\n"
    with pytest.raises(CardFileError) as err:
        list(parse_card_file(text, "odd.yaml"))
    assert "explode" in str(err.value) and "damage" in str(err.value)


def test_a_card_file_that_is_not_yaml_or_too_big(tmp_path):
    with pytest.raises(CardFileError, match="not valid YAML"):
        list(parse_card_file("a: [unclosed", "broken.yaml"))
    big = tmp_path / "big.yaml"
    big.write_text("x" * (3 * 1024 * 1024))
    with pytest.raises(CardFileError, match="larger than"):
        load_card_file(big)


def test_an_unknown_card_name_suggests_close_names():
    with pytest.raises(UnknownCardError) as err:
        Game.new([["Forest"] * 10 + ["Lightnig Bolt"], ["Mountain"] * 10])
    assert "Lightning Bolt" in str(err.value)


def test_an_illegal_action_raises_and_changes_nothing():
    game = Game.new(DECKS, seed=3)
    before = game.to_json()
    wrong_player = 1 - game.decision.player
    with pytest.raises(IllegalActionError, match="decision"):
        game.apply(PassPriority(wrong_player))
    assert game.to_json() == before


@pytest.mark.parametrize("mangle, message", [
    (lambda text: text[:-10], "not JSON"),
    (lambda text: json.dumps({"format": 99}), "not a manastack save"),
    (lambda text: text.replace('"$e":"Zone","v":"library"', '"$e":"Zone","v":"attic"', 1), "attic"),
    (lambda text: text.replace('"$o":"GameObject"', '"$o":"Spaceship"', 1), "Spaceship"),
])
def test_a_corrupt_save_names_what_is_wrong(mangle, message):
    text = Game.new(DECKS, seed=1).to_json()
    with pytest.raises(CorruptSaveError, match=message):
        Game.from_json(mangle(text))
