"""CR 509.1b, 514.2: "target creature an opponent controls can't block this turn" (War Squeak): the restriction
is checked as blockers are declared and ends with the turn."""

from __future__ import annotations

from helpers import cast, named, position, resolve
from manastack.rules.combat import can_block
from manastack.rules.turns import end_turn_effects


def _squeaked():   # type: ignore[no-untyped-def]
    game = position(battlefield=(["Grizzly Bears", "Mountain"], ["Hill Giant", "Savannah Lions"]),
                    hand=(["War Squeak"], []))
    cast(game, "War Squeak", named(game, "Grizzly Bears"))
    resolve(game, named(game, "Hill Giant"))
    return game


def test_509_1b_the_chosen_creature_cant_block_this_turn():
    """509.1b: the Hill Giant can't block the Bears; the Lions still can."""
    game = _squeaked()
    bears = named(game, "Grizzly Bears")
    assert not can_block(game.state, named(game, "Hill Giant"), bears)
    assert can_block(game.state, named(game, "Savannah Lions"), bears)


def test_514_2_the_restriction_ends_with_the_turn():
    """514.2: "this turn": once the turn's effects end, the Giant can block again."""
    game = _squeaked()
    end_turn_effects(game.state)
    assert can_block(game.state, named(game, "Hill Giant"), named(game, "Grizzly Bears"))
