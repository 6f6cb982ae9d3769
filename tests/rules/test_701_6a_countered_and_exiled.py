"""CR 701.6a, 614.1a: "Counter target spell. If that spell is countered this way, exile it instead of putting it into
its owner's graveyard" (``counter`` with ``exile``)."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, cast, named, pass_priority, position, resolve
from manastack.rules.engine import IllegalActionError
from manastack.types.enums import Zone


def _bruno_casts(spell: str, lands: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Island", "Island"], lands), hand=(["Horribly Awry"], [spell]), active=BO)
    cast(game, spell)
    pass_priority(game)
    return game


def test_701_6a_the_countered_spell_is_exiled():
    """701.6a: the countered card goes to exile, not to its owner's graveyard."""
    game = _bruno_casts("Hill Giant", ["Mountain"] * 4)
    cast(game, "Horribly Awry", named(game, "Hill Giant"))
    resolve(game)
    assert named(game, "Hill Giant", Zone.EXILE, BO) and not game.state.players[BO].graveyard


def test_115_1_a_creature_spell_with_mana_value_above_4_is_not_a_legal_target():
    """115.1, 601.2c: "target creature spell with mana value 4 or less" — Eldrazi Devastator (8) isn't one."""
    game = _bruno_casts("Eldrazi Devastator", ["Forest"] * 8)
    assert game.decision is not None and game.decision.player == ANA
    with pytest.raises(IllegalActionError):
        cast(game, "Horribly Awry", named(game, "Eldrazi Devastator"))
