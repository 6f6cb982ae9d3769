"""CR 613.1f: "loses all abilities" (layer 6) removes the keywords and the printed triggered, activated, static and
mana abilities the object has; an ability granted later (a later timestamp, 613.7) still applies."""

from __future__ import annotations

from helpers import ANA, BO, grant, named, position
from manastack.rules.continuous import add_effect
from manastack.rules.damage import gain_life
from manastack.rules.mana import mana_abilities
from manastack.rules.statics import static_effects
from manastack.types.actions import ActivateAbility


def _lose(game, name: str) -> int:  # type: ignore[no-untyped-def]
    oid = named(game, name)
    add_effect(game.state, oid, BO, "6", (oid,), (("lose_all", True),), "until_your_next_turn")
    return oid


def test_613_1f_keywords_and_later_grants():
    """613.1f, 613.7: Serra Angel loses flying and vigilance; a keyword granted afterwards is kept."""
    game = position(battlefield=(["Serra Angel"], []))
    angel = _lose(game, "Serra Angel")
    assert game.characteristics(angel).keywords == frozenset()
    grant(game, angel, "Hexproof")
    assert game.characteristics(angel).keywords == {"Hexproof"}


def test_613_1f_triggered_static_activated_and_mana_abilities():
    """613.1f: no trigger (Moonstone Harbinger's), no static (Mabel's +1/+1), no activated ability
    (Brave-Kin Duo), no mana ability (Llanowar Elves)."""
    game = position(battlefield=(["Moonstone Harbinger", "Mabel, Heir to Cragflame", "Brave-Kin Duo",
                                  "Llanowar Elves", "Forest"], []))
    for name in ("Moonstone Harbinger", "Mabel, Heir to Cragflame", "Brave-Kin Duo", "Llanowar Elves"):
        _lose(game, name)
    gain_life(game.state, ANA, 1)
    assert game.state.triggers == []
    assert not [e for e in static_effects(game.state) if e.source == named(game, "Mabel, Heir to Cragflame")]
    duo = named(game, "Brave-Kin Duo")
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == duo]
    assert mana_abilities(game.state, named(game, "Llanowar Elves")) == []
