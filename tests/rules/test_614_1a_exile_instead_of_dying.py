"""CR 614.1a, 700.4, 514.2: "if that creature would die this turn, exile it instead" (Agate Assault) replaces its
going to the graveyard from the battlefield, for any reason, this turn only, and only for that creature."""

from __future__ import annotations

from helpers import cast, named, position, resolve
from manastack.rules.keyword_actions import destroy
from manastack.rules.turns import end_turn_effects
from manastack.types.enums import Zone


def _assaulted():   # type: ignore[no-untyped-def]
    game = position(battlefield=(["Mountain"] * 3, ["Leatherback Baloth", "Grizzly Bears"]),
                    hand=(["Agate Assault"], []))
    cast(game, "Agate Assault", named(game, "Leatherback Baloth"), choices=[0])
    resolve(game)
    return game


def test_614_1a_only_that_creature_is_exiled_instead():
    """614.1a: another creature destroyed that turn still goes to the graveyard."""
    game = _assaulted()
    destroy(game.state, named(game, "Grizzly Bears"))
    destroy(game.state, named(game, "Leatherback Baloth"))
    assert named(game, "Grizzly Bears", Zone.GRAVEYARD) and named(game, "Leatherback Baloth", Zone.EXILE)


def test_514_2_the_replacement_ends_with_the_turn():
    """514.2: after the turn's effects end, the creature dies normally."""
    game = _assaulted()
    end_turn_effects(game.state)
    destroy(game.state, named(game, "Leatherback Baloth"))
    assert named(game, "Leatherback Baloth", Zone.GRAVEYARD)
