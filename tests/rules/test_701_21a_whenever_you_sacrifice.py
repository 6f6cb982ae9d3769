"""CR 701.21a, 603.2: "Whenever you sacrifice a creature" triggers on a sacrifice by its controller — to pay a
cost (a mana ability's too, 605.3a) or by an instruction — and not on a creature dying another way (700.4)."""

from __future__ import annotations

from helpers import ANA, BO, cast, named, position, resolve
from manastack.types.enums import Zone

ABOMINATION = ["Smothering Abomination", "Eldrazi Scion"]


def _hand_size(game) -> int:  # type: ignore[no-untyped-def]
    return len(game.state.players[ANA].hand)


def test_701_21a_sacrificing_a_scion_for_mana_draws_a_card():
    """605.3a, 701.21a: the Scion's mana ability sacrifices it; that is "you sacrifice a creature"."""
    from manastack.rules.mana import activate_mana

    game = position(battlefield=(ABOMINATION, []))
    activate_mana(game.state, ANA, named(game, "Eldrazi Scion"), 0, "C")
    assert game.state.players[ANA].pool[5] == 1
    assert [t.source_name for t in game.state.triggers] == ["Smothering Abomination"]


def test_700_4_a_creature_destroyed_is_not_sacrificed():
    """701.21a: being destroyed isn't being sacrificed — no card is drawn."""
    game = position(battlefield=(ABOMINATION, ["Mountain"]), hand=([], ["Shock"]), active=BO)
    cast(game, "Shock", named(game, "Eldrazi Scion"))
    resolve(game)
    assert named(game, "Smothering Abomination", Zone.BATTLEFIELD) and _hand_size(game) == 0
