"""CR 509.3c-d: "whenever equipped creature becomes blocked by one or more colorless creatures" (Hedron Blade)
triggers once when blockers are declared, if at least one blocker fits."""

from __future__ import annotations

import pytest

from helpers import attack, block, named, position
from manastack.rules.effects.attach import attach


def _blocked_by(*blockers: str) -> int:
    game = position(battlefield=(["Hedron Blade", "Grizzly Bears"], list(blockers)))
    state = game.state
    attach(state, named(game, "Hedron Blade"), named(game, "Grizzly Bears"))
    bears = named(game, "Grizzly Bears")
    attack(game, bears)
    block(game, *((named(game, name), bears) for name in blockers))
    return sum(1 for e in state.events if e.kind == "triggered")


@pytest.mark.parametrize(("blockers", "triggers"), [
    (("Eldrazi Devastator", "Kozilek's Sentinel"), 1),    # 509.3d "one or more": once for two colorless blockers
    (("Hill Giant", "Kozilek's Sentinel"), 1),            # one of them fits
    (("Hill Giant",), 0),                                 # a colored blocker doesn't
])
def test_509_3d_triggers_once_if_a_blocker_fits(blockers: tuple[str, ...], triggers: int) -> None:
    """509.3d: the ability triggers once for the attacker if at least one of its blockers is colorless."""
    assert _blocked_by(*blockers) == triggers
