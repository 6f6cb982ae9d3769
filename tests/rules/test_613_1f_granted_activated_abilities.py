"""CR 613.1f: effects that grant an activated ability — "colorless creatures you control gain '{T}: …' until end of
turn" (Gruesome Slaughter), "equipped creature has '{2}, {T}: …'" (Pathway Arrows); CR 113.7a: once activated, the
ability on the stack is independent of its source."""

from __future__ import annotations

from helpers import cast, named, position, resolve
from manastack.game import Game
from manastack.rules.abilities import GRANTED_ACTIVATED
from manastack.rules.effects.attach import attach
from manastack.rules.turns import end_turn_effects
from manastack.types.actions import ActivateAbility


def _slaughtered() -> Game:
    game = position(battlefield=(["Eldrazi Devastator", "Grizzly Bears"] + ["Plains"] * 6, ["Hill Giant"]),
                    hand=(["Gruesome Slaughter"], []))
    cast(game, "Gruesome Slaughter")
    resolve(game)
    return game


def _granted(game: Game, name: str) -> list[ActivateAbility]:
    oid = named(game, name)
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid
            and a.index >= GRANTED_ACTIVATED]


def test_613_1f_only_the_creatures_named_gain_it():
    """613.1f: the colorless creature gains the ability; the colored one doesn't."""
    game = _slaughtered()
    assert len(_granted(game, "Eldrazi Devastator")) == 1 and not _granted(game, "Grizzly Bears")


def test_613_1f_the_granted_ability_ends_with_the_turn():
    """514.2: "until end of turn": after the cleanup step's effects end, the ability is gone."""
    game = _slaughtered()
    end_turn_effects(game.state)
    assert not _granted(game, "Eldrazi Devastator")


def test_613_1f_a_saved_game_keeps_the_granted_ability():
    """Architecture: a game saved and loaded still has the granted ability (the effect is data)."""
    game = Game.from_json(_slaughtered().to_json())
    assert len(_granted(game, "Eldrazi Devastator")) == 1


def test_613_1f_the_equipment_doesnt_have_the_ability_itself():
    """613.1f: Pathway Arrows gives the ability to the equipped creature; it can't activate it itself."""
    game = position(battlefield=(["Pathway Arrows", "Grizzly Bears", "Plains", "Plains"], ["Hill Giant"]))
    arrows = named(game, "Pathway Arrows")
    assert not any(isinstance(a, ActivateAbility) and a.source == arrows and a.index != 2
                   for a in game.legal_actions())
    attach(game.state, arrows, named(game, "Grizzly Bears"))
    assert len(_granted(game, "Grizzly Bears")) == 1
