"""CR 601.2i, 603.2: "When you cast this spell" triggers as the spell becomes cast — the spell's own ability,
working while it is on the stack; its other abilities (a permanent's "whenever you cast") don't work there."""

from __future__ import annotations

from helpers import ANA, cast, position, resolve


def test_601_2i_the_spell_triggers_itself_from_the_stack():
    """601.2i: Ruin Processor's cast trigger goes on the stack above it and resolves first."""
    game = position(battlefield=(["Forest"] * 7, []), hand=(["Ruin Processor"], []), exile=([], ["Forest"]))
    cast(game, "Ruin Processor")
    stack = [game.state.objects[o] for o in game.state.stack]
    assert [o.is_ability for o in stack] == [False, True]
    resolve(game, "yes")
    assert game.state.players[ANA].life == 25


def test_603_2_a_permanent_spell_on_the_stack_doesnt_trigger_its_whenever_you_cast_ability():
    """603.2, 601.2i: Kozilek's Sentinel is a colorless spell as it is cast, but its ability works only on the
    battlefield: casting it doesn't trigger it."""
    game = position(battlefield=(["Mountain"] * 2, []), hand=(["Kozilek's Sentinel"], []))
    cast(game, "Kozilek's Sentinel")
    assert len(game.state.stack) == 1 and not game.state.triggers
