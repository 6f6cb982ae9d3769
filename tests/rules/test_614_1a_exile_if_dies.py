"""CR 614.1a: "If [a creature] would die this turn, exile it instead" — a replacement effect lasting the turn
(``exile_if_dies``, ``replacement.exiled_instead_of_dying``); 700.4: "dies" is being put into a graveyard from
the battlefield."""

from __future__ import annotations

from helpers import BO, advance_to, cast, named, position, resolve
from manastack.types.enums import Step, Zone


def test_614_1a_the_creature_dealt_damage_goes_to_exile_instead_of_the_graveyard():
    """614.1a: the event "put into a graveyard" is replaced by "exiled"; no dies trigger sees it (700.4)."""
    game = position(battlefield=(["Mountain"] * 3, ["Blisterpod"]), hand=(["Touch of the Void"], []))
    cast(game, "Touch of the Void", named(game, "Blisterpod"))
    resolve(game)
    assert named(game, "Blisterpod", Zone.EXILE, BO)
    assert not [o for o in game.state.battlefield if game.state.objects[o].card == "Eldrazi Scion"]


def test_614_1a_only_creatures_dealt_damage_this_way_are_affected():
    """614.1a: "a creature dealt damage this way" — damage to a player adds no effect."""
    game = position(battlefield=(["Mountain"] * 3, []), hand=(["Touch of the Void"], []))
    cast(game, "Touch of the Void", -1001)
    resolve(game)
    assert not [e for e in game.state.effects if e.layer == "replacement"]


def test_514_2_the_effect_ends_with_the_turn():
    """514.2, 611.2a: "this turn" — after the cleanup step the creature dies normally again."""
    game = position(battlefield=(["Mountain"] * 3, ["Tide Drifter"]), hand=(["Touch of the Void"], []))
    cast(game, "Touch of the Void", named(game, "Tide Drifter"))
    resolve(game)
    assert [e for e in game.state.effects if e.layer == "replacement"]
    advance_to(game, Step.UPKEEP)
    assert not [e for e in game.state.effects if e.layer == "replacement"]


def test_115_1_the_third_target_differs_from_both_others():
    """115.1, 601.2c: "a third target creature" can't be either of the first two targets."""
    from manastack.types.decisions import DecisionKind

    game = position(battlefield=(["Mountain"] * 7, ["Llanowar Elves", "Hill Giant", "Tide Drifter"]),
                    hand=(["Serpentine Spike"], []))
    from helpers import choose, deciding
    from manastack.types.actions import CastSpell

    game.apply(CastSpell(deciding(game), named(game, "Serpentine Spike")))
    choose(game, named(game, "Llanowar Elves"))
    choose(game, named(game, "Hill Giant"))
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
    assert set(game.decision.options) == {named(game, "Tide Drifter")}
