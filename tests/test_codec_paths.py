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


def test_save_defaults_are_the_values_a_new_object_and_player_have() -> None:
    """A save leaves out fields at their default: the declared defaults must be what __init__ gives."""
    from manastack.cards.pool import CardPool
    from manastack.types.enums import Zone
    from manastack.types.objects import GameObject, Player

    fresh = GameObject(1, CardPool.builtin().get("Forest"), 0, Zone.LIBRARY)
    assert {k: getattr(fresh, k) for k in GameObject.SAVE_DEFAULTS} == GameObject.SAVE_DEFAULTS
    player = Player(0, "Ana")
    assert {k: getattr(player, k) for k in Player.SAVE_DEFAULTS} == Player.SAVE_DEFAULTS


def test_fields_at_their_default_are_left_out_and_come_back_unshared() -> None:
    """An untapped card without counters is saved without those fields; loaded, each object has its own
    counters."""
    game = Game.new(DECKS, seed=3)
    encoded = encode(game.state.objects[game.state.players[0].library[0]], refs=game.state.cards)
    assert "tapped" not in encoded and "counters" not in encoded and encoded["id"] is not None
    loaded = Game.from_json(game.to_json())
    first, second = (loaded.state.objects[o] for o in loaded.state.players[0].library[:2])
    assert first.counters == {} and first.counters is not second.counters and first.tapped is False


def test_records_of_one_field_and_of_none_round_trip() -> None:
    """A record type with a single field or none at all (a marker) encodes like any other."""
    from manastack.types.costs import GiftPromise, OffspringPaid

    for value in (GiftPromise(1), OffspringPaid()):
        assert decode(encode(value)) == value
