"""CR 603.3c: a modal triggered ability's mode is chosen as the ability is put on the stack (700.2b), among the
modes that can be chosen; CR 508.4: a creature put onto the battlefield attacking was never declared an
attacker; CR 508.1, 603.2: "whenever you attack" triggers once per declaration of one or more attackers."""

from __future__ import annotations

from helpers import ANA, BO, attack, cast, choose, ids, named, obj, position, resolve_top
from manastack.game import Game
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone


def _attacking(*attackers: str):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Warren Warleader", "Grizzly Bears"], []))
    from helpers import advance_to

    advance_to(game, Step.DECLARE_ATTACKERS)
    attack(game, *(named(game, a) for a in attackers))
    return game


def test_603_3c_the_mode_is_chosen_as_the_ability_goes_on_the_stack() -> None:
    """603.3c: the ability is on the stack and its controller is asked for a mode before anyone gets priority."""
    game = _attacking("Grizzly Bears")
    assert game.decision.kind is DecisionKind.MODE and game.decision.rule == "603.3c"
    assert game.decision.options == (0, 1) and len(game.state.stack) == 1


def test_603_2_whenever_you_attack_triggers_once_for_several_attackers() -> None:
    """508.1, 603.2: two attackers declared at once — "whenever you attack" triggers once."""
    game = _attacking("Grizzly Bears", "Warren Warleader")
    choose(game, 1)
    assert len(game.state.stack) == 1


def test_508_4_a_token_put_onto_the_battlefield_attacking_is_attacking_but_was_not_declared() -> None:
    """508.4: the Rabbit attacks the opponent; it entered tapped, and no "attacks" ability triggered for it."""
    game = _attacking("Grizzly Bears")
    choose(game, 0)
    resolve_top(game)
    (rabbit,) = ids(game, "Rabbit", Zone.BATTLEFIELD)
    assert game.state.combat.attackers[rabbit] == BO and obj(game, rabbit).tapped
    assert game.state.stack == [] and obj(game, rabbit).controller == ANA
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
