"""CR 509.1g: a creature declared as a blocker is a blocking creature — a filter may ask for one ("target
attacking, blocking, or tapped creature")."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, advance_to, cast, choose, named, position
from manastack.rules.engine import IllegalActionError
from manastack.types.actions import CastSpell
from manastack.types.enums import Step, Zone


def test_509_1g_an_untapped_creature_out_of_combat_is_not_a_legal_target():
    """115.1, 601.2c: Sonar Strike can't be cast when the only creature is untapped and neither attacks nor blocks."""
    game = position(battlefield=(["Plains", "Plains"], ["Grizzly Bears"]), hand=(["Sonar Strike"], []))
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(ANA, named(game, "Sonar Strike", Zone.HAND, ANA)))


def test_509_1g_a_blocking_creature_matches_blocking():
    """509.1g: once declared as a blocker, Bo's untapped Grizzly Bears is a blocking creature: a legal target."""
    game = position(battlefield=(["Plains", "Plains", "Hill Giant"], ["Grizzly Bears"]), hand=(["Sonar Strike"], []))
    advance_to(game, Step.DECLARE_ATTACKERS)
    choose(game, (named(game, "Hill Giant"), BO))
    choose(game, "done")
    advance_to(game, Step.DECLARE_BLOCKERS)
    if game.decision.player == ANA:      # Ana's priority in declare attackers passes first
        advance_to(game, Step.DECLARE_BLOCKERS)
    choose(game, (named(game, "Grizzly Bears"), named(game, "Hill Giant")))
    choose(game, "done")
    bears = named(game, "Grizzly Bears")
    assert not game.state.objects[bears].tapped
    spell = cast(game, "Sonar Strike", bears)
    assert game.state.objects[spell].targets == ((bears,),)
