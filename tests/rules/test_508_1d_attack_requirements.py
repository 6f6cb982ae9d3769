"""CR 508.1d: "attacks each combat if able" is a requirement: the declaration isn't done while a creature that
must attack, and can, isn't attacking; a creature that can't attack (summoning sick, tapped) isn't required to."""

from __future__ import annotations

from helpers import advance_to, choose, named, position
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step


def _attack_options(battlefield: list[str], sick: tuple[str, ...] = ()) -> tuple[object, ...]:
    game = position(battlefield=(battlefield, []), sick=sick)
    advance_to(game, Step.DECLARE_ATTACKERS)
    d = game.decision
    assert d is not None
    return d.options if d.kind is DecisionKind.ATTACKERS else ()


def test_508_1d_a_creature_that_must_attack_leaves_no_done():
    """508.1d: Akoum Firebird alone: "done" isn't offered before it attacks."""
    options = _attack_options(["Akoum Firebird"])
    assert "done" not in options and len(options) == 1


def test_508_1d_done_once_the_requirement_is_obeyed():
    """508.1d: once Reckless Cohort attacks, the declaration may end (other creatures needn't attack)."""
    game = position(battlefield=(["Reckless Cohort", "Grizzly Bears"], []))
    advance_to(game, Step.DECLARE_ATTACKERS)
    assert "done" not in game.decision.options
    choose(game, (named(game, "Reckless Cohort"), 1))
    assert "done" in game.decision.options


def test_508_1d_unless_you_control_another_ally():
    """508.1d: Reckless Cohort with another Ally (Kor Castigator) isn't required to attack; checked as attackers
    are declared (the Reckless Cohort rulings)."""
    assert "done" in _attack_options(["Reckless Cohort", "Kor Castigator"])


def test_508_1d_a_creature_that_cant_attack_isnt_required_to():
    """508.1d, 302.6: a summoning-sick Reckless Cohort can't attack, so nothing is required."""
    assert _attack_options(["Reckless Cohort"], sick=("Reckless Cohort",)) == ()
