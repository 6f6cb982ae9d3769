"""CR 207.2c (expend, an ability word): "whenever you expend N" triggers as you spend your Nth total mana to
cast spells during a turn (601.2h is where it's spent): mana spent on abilities doesn't count, the count
is yours only, it triggers at most once a turn for each N, and the count starts again each turn (500.1)."""

from __future__ import annotations

from helpers import activate, advance_to, cast, events, named, pass_priority, position, resolve, resolve_top
from manastack.types.enums import Step


def _expends(game) -> list[int]:   # type: ignore[no-untyped-def]
    return [e.amount for e in events(game, "expend")]


def test_207_2c_the_fourth_mana_over_several_spells_expends_4():
    """207.2c: two spells of two mana each: the second one's payment is the fourth mana: expend 4."""
    game = position(battlefield=(["Forest"] * 4 + ["Bakersbane Duo"], []),
                    hand=(["Grizzly Bears", "Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert _expends(game) == [] and game.state.players[0].spent_on_spells == 2
    cast(game, "Grizzly Bears")
    assert _expends(game) == [4] and events(game, "expend")[0].rule == "207.2c"
    assert [game.state.objects[o].kind for o in game.state.stack] == ["card", "ability"]   # above the spell (603.3)


def test_207_2c_expend_triggers_once_a_turn():
    """207.2c: spending a fifth and sixth mana doesn't expend 4 again."""
    game = position(battlefield=(["Forest"] * 6 + ["Bark-Knuckle Boxer"], []),
                    hand=(["Kalonian Tusker", "Grizzly Bears", "Grizzly Bears"], []))
    for name in ("Kalonian Tusker", "Grizzly Bears", "Grizzly Bears"):
        cast(game, name)
        resolve(game)
    assert _expends(game) == [4]
    assert len(events(game, "triggered")) == 1


def test_207_2c_mana_spent_on_abilities_does_not_count():
    """207.2c: only mana spent to cast spells counts: Cliffside Lookout's {4}{W} ability expends nothing."""
    game = position(battlefield=(["Plains"] * 5 + ["Cliffside Lookout", "Bark-Knuckle Boxer"], []))
    activate(game, named(game, "Cliffside Lookout"), 0)
    resolve(game)
    assert _expends(game) == [] and game.state.players[0].spent_on_spells == 0


def test_207_2c_only_your_own_spending_counts():
    """207.2c: "whenever you expend": an opponent's spending doesn't trigger it."""
    game = position(battlefield=(["Teapot Slinger"], ["Mountain"] * 4), hand=([], ["Hill Giant"]),
                    active=1)
    cast(game, "Hill Giant")
    resolve(game)
    assert game.state.players[1].spent_on_spells == 4
    assert _expends(game) == [] and game.state.players[0].life == 20 and game.state.players[1].life == 20


def test_207_2c_the_count_starts_again_each_turn():
    """207.2c, 500.1: the total is per turn: three mana one turn and one the next is no expend 4."""
    game = position(battlefield=(["Mountain"] * 3 + ["Teapot Slinger"], []),
                    hand=(["Raging Goblin", "Kalonian Tusker"], []))
    game.state.players[0].spent_on_spells = 3
    advance_to(game, Step.MAIN1, turn=5)
    assert game.state.players[0].spent_on_spells == 0
    cast(game, "Raging Goblin")
    resolve_top(game)
    assert _expends(game) == []


def test_207_2c_a_spell_paying_past_n_in_one_go_expends_n():
    """207.2c: a four-mana spell spends the first to the fourth mana at once: expend 4 as it's paid."""
    game = position(battlefield=(["Mountain"] * 4 + ["Teapot Slinger"], []), hand=(["Hill Giant"], []))
    cast(game, "Hill Giant")
    assert _expends(game) == [4]
    pass_priority(game)
    pass_priority(game)
    assert game.state.players[1].life == 18
