"""CR 614.1c: "Other creatures you control enter with an additional +1/+1 counter on them for each opponent who lost
life this turn" — a replacement effect of a permanent on the battlefield applying to others as they enter."""

from __future__ import annotations

from helpers import ANA, BO, add_mana, cast, named, obj, position, resolve
from manastack.rules.damage import lose_life
from manastack.rules.zones import create_token


def _gev():  # type: ignore[no-untyped-def]
    return position(battlefield=(["Gev, Scaled Scorch"], ["Gev, Scaled Scorch"]), hand=(["Grizzly Bears"], []))


def test_614_1c_no_counter_while_no_opponent_lost_life():
    game = _gev()
    add_mana(game, ANA, "GG")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).counters == {}


def test_614_1c_one_counter_for_each_opponent_who_lost_life_this_turn():
    """119.3: a player who lost life this turn counts, even after gaining it back (Gev's ruling of 2024-07-26);
    the counter is there as it enters; tokens enter with it too."""
    game = _gev()
    lose_life(game.state, BO, 1)
    game.state.players[BO].life += 5
    lose_life(game.state, ANA, 1)            # Ana isn't her own opponent
    add_mana(game, ANA, "GG")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).counters == {"+1/+1": 1}
    token = create_token(game.state, game.state.cards.find("Knight Ally"), ANA)
    assert token is not None and token.counters == {"+1/+1": 1}


def test_614_1c_only_the_controllers_creatures_and_not_gev_himself():
    """"Other creatures you control": Bo's Gev doesn't give Ana's creature a counter for Ana's life loss."""
    game = _gev()
    lose_life(game.state, ANA, 2)
    add_mana(game, ANA, "GG")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).counters == {}
    assert obj(game, named(game, "Gev, Scaled Scorch", owner=ANA)).counters == {}
