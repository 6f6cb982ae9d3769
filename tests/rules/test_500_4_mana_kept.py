"""CR 106.4, 500.4: mana added by a resolving ability goes to the pool and empties as the step ends — unless the
effect says "until end of turn, you don't lose this mana as steps and phases end" (Brazen Collector)."""

from __future__ import annotations

from helpers import ANA, P1, advance_to, attack, cast, events, named, position, resolve
from manastack.types.enums import Step


def test_500_4_kept_mana_survives_steps_and_is_gone_next_turn():
    """500.4: Brazen Collector's {R} stays through combat into the second main phase, and empties in cleanup."""
    game = position(battlefield=(["Brazen Collector"], []))
    attack(game, named(game, "Brazen Collector"))
    resolve(game)
    assert game.state.players[ANA].pool[3] == 1
    advance_to(game, Step.MAIN2)
    assert game.state.players[ANA].pool[3] == 1
    advance_to(game, Step.UPKEEP, turn=4)
    assert game.state.players[ANA].pool == [0] * 6


def test_500_4_mana_added_without_keep_empties_at_the_end_of_the_step():
    """106.4, 500.4: Flamecache Gecko's {B}{R} is gone as the main phase ends."""
    game = position(battlefield=(["Mountain"] * 3, []), hand=(["Shock", "Flamecache Gecko"], []))
    cast(game, "Shock", P1)
    resolve(game)
    cast(game, "Flamecache Gecko")
    resolve(game)
    assert events(game, "mana_added")[0].rule == "106.4"
    assert game.state.players[ANA].pool == [0, 0, 1, 1, 0, 0]
    advance_to(game, Step.BEGIN_COMBAT)
    assert game.state.players[ANA].pool == [0] * 6


def test_500_4_only_the_kept_amount_stays():
    """500.4: kept mana is at most what remains of that type: spending the kept {R} leaves nothing to keep."""
    game = position(battlefield=(["Brazen Collector"], []), hand=(["Shock"], []))
    attack(game, named(game, "Brazen Collector"))
    resolve(game)
    cast(game, "Shock", P1)
    resolve(game)
    advance_to(game, Step.MAIN2)
    assert game.state.players[ANA].pool == [0] * 6
