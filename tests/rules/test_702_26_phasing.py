"""CR 702.26: phasing — a keyword module (``rules.keywords.phasing``) whose rules are a turn-based action of the
untap step and what a phased-out permanent is."""

from __future__ import annotations

from helpers import ANA, BO, advance_to, events, named, position
from manastack.rules.keywords import phasing
from manastack.rules.keywords.registry import KEYWORDS
from manastack.rules.zones import new_card
from manastack.types.enums import Step, Zone


def test_702_26a_phasing_in_is_an_untap_step_action_the_registry_runs():
    """502.1, 702.26a: the permanents that phased out phase in during their controller's untap step."""
    assert phasing.KEYWORD in KEYWORDS and phasing.KEYWORD.untap_step is phasing.phase_in_untap_step
    game = position(battlefield=(["Grizzly Bears"], []), active=BO)
    bears = named(game, "Grizzly Bears")
    phasing.phase_out(game.state, [bears])
    advance_to(game, Step.UPKEEP)            # Ana's turn
    assert game.state.active == ANA and not game.state.objects[bears].phased_out
    assert [e.rule for e in events(game, "phase_in")] == ["702.26a"]


def test_702_26g_what_is_attached_phases_out_and_in_with_it():
    """702.26g: an Aura attached to a permanent that phases out phases out indirectly, and back in with it."""
    game = position(battlefield=(["Grizzly Bears"], []), active=BO)
    bears = named(game, "Grizzly Bears")
    aura = new_card(game.state, game.state.cards["Kitnap"], BO, Zone.BATTLEFIELD)
    aura.attached_to = bears
    assert phasing.phase_out(game.state, [bears]) == [bears, aura.id]
    advance_to(game, Step.UPKEEP)
    assert not game.state.objects[bears].phased_out and not aura.phased_out and aura.attached_to == bears
