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


def test_an_integer_beyond_64_bits_is_saved_and_loaded_exactly() -> None:
    """The fast JSON reader makes such an integer a float; the save is then read again exactly (a life total
    doubled round after round grows past 64 bits)."""
    game = Game.new(DECKS, seed=4)
    game.state.players[0].life = 2**70 + 1
    loaded = Game.from_json(game.to_json())
    assert loaded.state.players[0].life == 2**70 + 1 and loaded.same_as(game)


def test_a_fraction_in_a_save_is_corrupt() -> None:
    """A game state holds integers only: a number with a fraction is named by its path."""
    text = Game.new(DECKS, seed=5).to_json().replace('"life":20', '"life":20.5', 1)
    assert '"life":20.5' in text
    with pytest.raises(CorruptSaveError, match=r"^\$\.state\.players\[0\]\.life: 20\.5 is not an integer$"):
        Game.from_json(text)


def test_records_with_different_keys_each_load_and_a_wrong_key_is_corrupt() -> None:
    """Each set of keys of a record type has its decoder; a key that is no slot, or a slot without default
    missing, is a corrupt save whichever set came first."""
    assert decode({"$o": "Rng", "state": 7}).state == 7
    with pytest.raises(CorruptSaveError, match=r"^\$: Rng has no field 'extra'$"):
        decode({"$o": "Rng", "state": 7, "extra": 1})
    with pytest.raises(CorruptSaveError, match=r"^\$: Rng is missing 'state'$"):
        decode({"$o": "Rng"})
    assert decode({"$o": "Rng", "state": 8}).state == 8     # the corrupt records left no decoder behind


def test_a_save_cannot_grow_the_decoders_kept_without_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Decoders are kept per record type and set of keys up to a bound; past it, records still load."""
    from manastack.types import codec

    monkeypatch.setattr(codec, "_SHAPES", {})
    monkeypatch.setattr(codec, "MAX_SHAPES", 2)
    game = Game.new(DECKS, seed=6)
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    assert Game.from_json(game.to_json()).same_as(game)
    assert len(codec._SHAPES) == 2


def test_a_record_or_enumeration_named_by_no_string_is_corrupt() -> None:
    """A record type or enumeration named by a list, or an enumeration without its value, is a corrupt save
    named by its path (not a TypeError or KeyError)."""
    with pytest.raises(CorruptSaveError, match=r"^\$\[0\]: unknown record type \[1\]$"):
        decode([{"$o": [1]}])
    with pytest.raises(CorruptSaveError, match=r"^\$: unknown enumeration \[1\]$"):
        decode({"$e": [1], "v": "library"})
    with pytest.raises(CorruptSaveError, match=r"^\$: None is not a Zone$"):
        decode({"$e": "Zone"})
