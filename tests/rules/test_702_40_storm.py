"""CR 702.40: storm — a keyword module (``rules.keywords.storm``): a cast trigger of the spell itself, which
triggers from the stack (``rules.spell_keywords``), written on a card or granted by a static ability."""

from __future__ import annotations

from helpers import ANA, BO, add_mana, cast, pool_with, position, resolve
from manastack.cards.pool import CardPool
from manastack.rules.emblems import create_emblem

CARDS = """
Storm Shock:
  cost: "{R}"
  types: [Instant]
  keywords: [Storm]
  spell:
    targets: [{kind: any}]
    effects: [{do: damage, amount: 1, to: target}]
"""
BO_FACE = -1000 - BO


def _game(hand: list[str]):  # type: ignore[no-untyped-def]
    game = position(hand=(hand, []), cards=pool_with(CARDS))
    add_mana(game, ANA, "R" * len(hand))
    return game


def test_702_40a_storm_copies_the_spell_for_each_spell_cast_before_it():
    """702.40a: "copy it for each other spell that was cast before it this turn" — two before, two copies."""
    game = _game(["Shock", "Shock", "Storm Shock"])
    for _ in range(2):
        cast(game, "Shock", BO_FACE)
        resolve(game)
    cast(game, "Storm Shock", BO_FACE)
    resolve(game, "no", "no")
    assert game.state.players[BO].life == 20 - 2 - 2 - 3


def test_702_40a_the_first_spell_of_the_turn_has_no_copies():
    """702.40a: with no spell cast before it, storm copies it zero times."""
    game = _game(["Storm Shock"])
    cast(game, "Storm Shock", BO_FACE)
    resolve(game)
    assert game.state.players[BO].life == 19


def test_702_40a_copies_are_not_cast_so_a_later_storm_doesnt_count_them():
    """707.10 with 702.40a (Ral's ruling of 2024-07-26): the copies are put on the stack, not cast."""
    game = _game(["Shock", "Storm Shock", "Storm Shock"])
    cast(game, "Shock", BO_FACE)
    resolve(game)
    cast(game, "Storm Shock", BO_FACE)
    resolve(game, "no")
    cast(game, "Storm Shock", BO_FACE)
    resolve(game, "no", "no")
    assert game.state.players[BO].life == 20 - 2 - 2 - 3


def test_702_40a_an_emblem_gives_instants_storm():
    """604.1, 114.4: "Instant and sorcery spells you cast have storm" — a Shock after a Shock is copied once;
    the opponent's spells don't have it."""
    game = _game(["Shock", "Shock"])
    create_emblem(game.state, CardPool.builtin()["Ral, Crackling Wit emblem"], ANA, 0)
    cast(game, "Shock", BO_FACE)
    resolve(game)
    cast(game, "Shock", BO_FACE)
    resolve(game, "no")
    assert game.state.players[BO].life == 20 - 2 - 4


def test_603_2_a_permanent_spells_whenever_you_cast_ability_doesnt_trigger_on_the_stack():
    """603.2 with 113.6: Ral's "whenever you cast a noncreature spell" works on the battlefield only, so casting
    Ral (a noncreature spell) doesn't trigger it."""
    game = position(hand=(["Ral, Crackling Wit"], []), battlefield=(["Island", "Island", "Mountain", "Mountain"],
                                                                   []))
    cast(game, "Ral, Crackling Wit")
    assert len(game.state.stack) == 1 and not game.state.triggers
    resolve(game)
    ral = next(o for o in game.state.battlefield if game.state.objects[o].card == "Ral, Crackling Wit")
    assert game.state.objects[ral].counters == {"loyalty": 4}
