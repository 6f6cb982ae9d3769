"""CR 603.3c, 700.2: a modal triggered ability (Hivespine Wolverine) has its mode chosen as it is put on the
stack; a mode whose targets can't be chosen isn't offered."""

from __future__ import annotations

from helpers import cast, choose, named, position, resolve_top
from manastack.game import Game
from manastack.types.decisions import DecisionKind


def test_603_3c_only_modes_with_legal_targets_are_offered():
    """603.3c: no creature token and no artifact or enchantment: only the counter mode (the Wolverine itself is a
    creature Ana controls)."""
    game = position(battlefield=(["Forest"] * 5, []), hand=(["Hivespine Wolverine"], []))
    cast(game, "Hivespine Wolverine")
    resolve_top(game)
    assert game.decision.kind is DecisionKind.MODE and game.decision.rule == "603.3c"
    assert game.decision.options == (0,)


def test_603_3c_the_pending_mode_choice_survives_a_save():
    """603.3c, architecture: the ability waiting for its mode is data: a saved game resumes at the choice."""
    game = position(battlefield=(["Forest"] * 5, ["Sol Ring"]), hand=(["Hivespine Wolverine"], []))
    cast(game, "Hivespine Wolverine")
    resolve_top(game)
    again = Game.from_json(game.to_json())
    assert again.decision is not None and again.decision.options == (0, 2)
    again.apply(again.legal_actions()[-1])     # the destroy mode, then its target
    choose(again, named(again, "Sol Ring"))
    resolve_top(again)
    assert named(again, "Sol Ring") not in again.state.battlefield
