"""Saves: a corrupt part is named by its path in the save, as before the codec was made faster."""

from __future__ import annotations

import pytest

from manastack import Game
from manastack.types.codec import CorruptSaveError, decode, encode

DECKS = [["Forest"] * 20, ["Mountain"] * 20]


def test_a_corrupt_value_is_named_by_its_path() -> None:
    text = Game.new(DECKS, seed=1).to_json()
    corrupt = text.replace('"$e":"Zone","v":"library"', '"$e":"Zone","v":"attic"', 1)
    with pytest.raises(CorruptSaveError, match=r"^\$\.state\.events\[1\]\.data\[0\]\[1\]: 'attic' is not a Zone$"):
        Game.from_json(corrupt)


def test_paths_name_dictionary_keys_and_record_fields() -> None:
    with pytest.raises(CorruptSaveError, match=r"^\$\[7\]\.x: unknown encoding with keys \['bad'\]$"):
        decode({"$d": [[7, {"$o": "Rng", "x": {"bad": 1}}]]})
    with pytest.raises(CorruptSaveError, match=r"^\$\[0\]: nested too deeply$"):
        nested: object = 1
        for _ in range(70):
            nested = [nested]
        decode([nested], depth=64)


def test_encode_and_decode_round_trip_a_mid_game_state() -> None:
    game = Game.new(DECKS, seed=2)
    for _ in range(40):
        game.apply(game.legal_actions()[-1])
    assert Game.from_json(game.to_json()).same_as(game)
    assert decode(encode(((1, "a"), {2: [None, True]}))) == ((1, "a"), {2: [None, True]})
