"""Each game carries its own card pool: the built-in cards plus user card files, for that game only.

Definitions are found through the game's pool (never a process-wide registry), objects refer to their
definition (two tokens may share a name), facts worked out per definition never leak between pools, and a
game with user cards saves, clones and replays with them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import ANA, BO, cast, named, obj, pass_priority, position, resolve
from manastack import Game
from manastack.cards.loader import CardFileError
from manastack.cards.pool import CardPool, UnknownCardError
from manastack.rules.zones import create_token
from manastack.types.codec import CorruptSaveError
from manastack.types.enums import Color, Zone

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "cards" / "kindled-spirits.yaml"
BEAR_A = "Test Bear: {cost: '{G}', types: [Creature], power: 2, toughness: 2}"
BEAR_B = "Test Bear: {cost: '{G}', types: [Creature], power: 5, toughness: 1, keywords: [Prowess]}"


def kindled() -> CardPool:
    return CardPool.builtin().with_file(EXAMPLE)


def test_a_custom_card_is_unknown_in_a_game_created_after_it() -> None:
    """A user's card exists only in the game given that pool: a later game with the default pool doesn't know it."""
    first = Game.new([["Cinder Caller"] * 5, ["Mountain"] * 5], cards=kindled())
    assert first.cards.find("Cinder Caller").name == "Cinder Caller"
    with pytest.raises(UnknownCardError, match="Cinder Caller"):
        Game.new([["Cinder Caller"] * 5, ["Mountain"] * 5])
    assert "Cinder Caller" not in CardPool.builtin()


def test_find_is_case_insensitive_and_suggests_close_names() -> None:
    pool = kindled()
    assert pool.find("  cinder caller ").name == "Cinder Caller"
    with pytest.raises(UnknownCardError) as caught:
        pool.find("Cinder Calller")
    assert caught.value.suggestions[0] == "Cinder Caller"
    assert "did you mean: Cinder Caller" in str(caught.value)


def test_a_name_clash_with_a_different_definition_names_both_files(tmp_path: Path) -> None:
    """A user card named like a built-in card (in any case) is an error naming the card file, the card, the
    field and the file that defines the name already; so is a clash between two user files."""
    with pytest.raises(CardFileError, match=r"mine\.yaml:1: card 'shock': name: 'Shock' is already defined by built-"):
        CardPool.builtin().with_text("shock: {cost: '{R}', types: [Instant]}", "mine.yaml")
    pool = CardPool.builtin().with_text(BEAR_A, "a.yaml")
    with pytest.raises(CardFileError, match=r"b\.yaml:1: card 'Test Bear': name: .* already defined by a\.yaml"):
        pool.with_text(BEAR_B, "b.yaml")


def test_a_file_may_repeat_a_card_unchanged() -> None:
    """The same definition again is no clash (a scenario's file given with --cards too): the first one is used."""
    pool = CardPool.builtin().with_text(BEAR_A, "a.yaml")
    again = pool.with_text(BEAR_A, "again.yaml")
    assert again.find("Test Bear") is pool.find("Test Bear")


def test_pools_with_different_definitions_of_one_name_never_mix() -> None:
    """Characteristics and keyword abilities are worked out per definition object, never per name: two games
    whose pools define "Test Bear" differently each see their own (CR 109.3: an object's characteristics are
    those of its card)."""
    a = position(battlefield=(["Test Bear"], []), cards=CardPool.builtin().with_text(BEAR_A, "a.yaml"))
    b = position(battlefield=(["Test Bear"], []), cards=CardPool.builtin().with_text(BEAR_B, "b.yaml"))
    again_a = position(battlefield=(["Test Bear"], []), cards=a.cards)
    expected_by_game = ((a, (2, 2, frozenset())), (b, (5, 1, frozenset({"Prowess"}))), (again_a, (2, 2, frozenset())))
    for game, expected in expected_by_game:
        c = game.characteristics(named(game, "Test Bear"))
        assert (c.power, c.toughness, c.keywords) == expected
    from manastack.rules.abilities import triggered_abilities

    assert triggered_abilities(a.cards["Test Bear"]) == []
    assert [t.label for _, t in triggered_abilities(b.cards["Test Bear"])] == ["prowess"]


def test_two_tokens_named_elemental_coexist() -> None:
    """CR 111.2, 111.4: a token is what the effect that created it defines. Cinder Caller creates its own file's
    1/1 red Elemental with haste; the built-in 0/0 Elemental token is still the built-in one, beside it."""
    pool = kindled()
    builtin_elemental = CardPool.builtin()["Elemental"]
    game = position(battlefield=(["Mountain", "Mountain"], []), hand=(["Cinder Caller"], []), cards=pool)
    old = create_token(game.state, builtin_elemental, BO)
    old.counters["+1/+1"] = 2            # so that the 0/0 survives the state-based check (CR 704.5f)
    cast(game, "Cinder Caller")
    resolve(game)                          # the creature spell
    resolve(game)                          # its enters trigger
    tokens = [obj(game, o) for o in game.state.battlefield if obj(game, o).card == "Elemental"]
    assert len(tokens) == 2
    mine = next(t for t in tokens if t.controller == ANA)
    assert mine.definition is pool.layers[1].by_name["Elemental"] and mine.definition is not builtin_elemental
    c_mine, c_old = game.characteristics(mine.id), game.characteristics(old.id)
    assert (c_mine.power, c_mine.toughness, c_mine.colors, "Haste" in c_mine.keywords) == (1, 1, {Color.RED}, True)
    assert (c_old.power, c_old.toughness, c_old.colors, "Haste" in c_old.keywords) == (2, 2, frozenset(), False)
    loaded = Game.from_json(game.to_json())            # the save tells the two apart too
    assert loaded.same_as(game)
    assert loaded.characteristics(mine.id).power == 1 and loaded.characteristics(old.id).power == 2
    assert loaded.state.objects[old.id].definition is CardPool.builtin()["Elemental"]


def test_clone_shares_the_pool() -> None:
    game = position(battlefield=(["Cinder Caller"], []), cards=kindled())
    assert game.clone().cards is game.cards


def test_a_game_with_user_cards_saves_and_loads_with_them() -> None:
    """The save holds the card file's text; loading validates it again and rebuilds the pool."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Kindle the Spark"], []), cards=kindled())
    cast(game, "Kindle the Spark", named(game, "Grizzly Bears"))
    saved = game.to_json()
    loaded = Game.from_json(saved)
    assert loaded.same_as(game)
    assert loaded.cards.user_files == game.cards.user_files
    assert loaded.cards.find("Kindle the Spark") is not CardPool.builtin().get("Kindle the Spark")
    pass_priority(loaded)
    pass_priority(loaded)
    assert obj(loaded, named(loaded, "Grizzly Bears")).zone is Zone.GRAVEYARD
    with pytest.raises(UnknownCardError):
        Game.new([["Kindle the Spark"] * 3, ["Island"] * 3])        # loading it registered nothing


def test_a_save_whose_card_file_is_invalid_or_missing_does_not_load() -> None:
    game = position(battlefield=(["Cinder Caller"], []), cards=kindled())
    saved = game.to_json()
    broken = saved.replace("power: 1", "power: one", 1)
    with pytest.raises(CorruptSaveError, match=r"\$\.cards: .*kindled-spirits\.yaml:10: card 'Cinder Caller': power"):
        Game.from_json(broken)
    import json

    data = json.loads(saved)
    data["cards"] = []
    with pytest.raises(CorruptSaveError, match="unknown card 'Cinder Caller' \\(card file 1\\)"):
        Game.from_json(json.dumps(data))


def test_decks_resolve_names_against_the_games_pool() -> None:
    from manastack.decks import parse_deck

    pool = kindled()
    deck = parse_deck("4 cinder caller\n4 Mountain", known_names=list(pool))
    assert deck.card_names()[0] == "Cinder Caller"
    game = Game.new([deck.card_names(), ["Mountain"] * 8], cards=pool)
    assert {game.state.objects[o].card for o in game.state.objects} == {"Cinder Caller", "Mountain"}


def test_what_was_worked_out_for_a_pool_goes_away_with_it() -> None:
    """No cache keeps a user's definitions alive once no game uses its pool."""
    import gc
    import weakref

    from manastack.rules.characteristics import _PRINTED

    game = position(battlefield=(["Test Bear"], []), cards=CardPool.builtin().with_text(BEAR_B, "b.yaml"))
    assert game.characteristics(named(game, "Test Bear")).power == 5
    definition = game.cards["Test Bear"]
    gone, key = weakref.ref(definition), id(definition)
    assert key in _PRINTED
    del game, definition
    gc.collect()
    assert gone() is None and key not in _PRINTED


def test_a_token_a_card_creates_must_be_defined() -> None:
    """CR 111.1: a card file's create_token names a token its own file or the built-in cards define; anything
    else is an error at load naming the file, the line, the card and the field."""
    maker = """
Goat Maker:
  cost: "{1}"
  types: [Artifact]
  abilities:
    - kind: activated
      cost: {tap: true}
      effects: [{do: create_token, token: Zombie Goat}]
"""
    with pytest.raises(CardFileError, match=r"maker\.yaml:8: card 'Goat Maker': abilities\.0\.effects\.0\.token: "
                                            r"no token or card is named 'Zombie Goat'"):
        CardPool.builtin().with_text(maker, "maker.yaml")
    goat = ("Zombie Goat: {token: true, types: [Creature], subtypes: [Zombie, Goat], colors: [black], power: 2, "
            "toughness: 2}\n")
    assert CardPool.builtin().with_text(maker + goat, "maker.yaml").find("Goat Maker")
