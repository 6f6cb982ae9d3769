"""CR 603.2, 601.2i: "whenever a player casts their second spell each turn" (Hearthborn Battler); CR 701.9a,
118.12: "you may discard your hand. If you do, draw two cards" (Byway Barterer)."""

from __future__ import annotations

from helpers import P1, cast, events, position, resolve


def _battler(game) -> int:   # type: ignore[no-untyped-def]
    return sum(1 for e in events(game, "triggered") if e.get("source").name == "Hearthborn Battler")


def test_603_2_only_the_second_spell_of_each_player_triggers_it():
    """603.2: each player's second spell triggers it once: Ana's first doesn't, her second does."""
    game = position(battlefield=(["Hearthborn Battler"] + ["Mountain"] * 2, []), hand=(["Shock", "Shock"], []))
    cast(game, "Shock", P1)
    resolve(game)
    assert _battler(game) == 0
    cast(game, "Shock", P1, P1)      # the Shock's target, then the Battler's
    resolve(game)
    assert _battler(game) == 1


def test_701_9a_declining_to_discard_draws_nothing():
    """118.12: "If you do": declining to discard the hand draws no cards."""
    game = position(battlefield=(["Byway Barterer"] + ["Forest"] * 4, []),
                    hand=(["Grizzly Bears", "Grizzly Bears", "Island"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    cast(game, "Grizzly Bears")
    resolve(game, "no")
    assert [game.state.objects[c].card for c in game.state.players[0].hand] == ["Island"]
    assert events(game, "declined")[-1].rule == "608.2d"
