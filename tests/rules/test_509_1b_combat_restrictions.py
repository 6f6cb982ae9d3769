"""CR 509.1b: restrictions on blocking — "can't block" and "can't be blocked [by Eldrazi Scions]" — take those
blocks away from the declaration (from a static ability or an effect lasting this turn, 611.2a)."""

from __future__ import annotations

from helpers import BO, activate, advance_to, attack, choose, named, play_land, pool_with, position, resolve
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step


def _blocks(game) -> list[object]:  # type: ignore[no-untyped-def]
    advance_to(game, Step.DECLARE_BLOCKERS)
    d = game.decision
    return list(d.options) if d is not None and d.kind is DecisionKind.BLOCKERS else []


def test_509_1b_cant_block_this_turn():
    """509.1b: Retreat to Valakut's second mode: the target can't block this turn, and can again next turn."""
    game = position(battlefield=(["Retreat to Valakut", "Raging Goblin"], ["Grizzly Bears"]), hand=(["Mountain"], []))
    bears = named(game, "Grizzly Bears")
    play_land(game, "Mountain")
    choose(game, 1)
    choose(game, bears)
    resolve(game)
    attack(game, named(game, "Raging Goblin"))
    assert all(o == "done" or o[0] != bears for o in _blocks(game))   # type: ignore[index]
    advance_to(game, Step.UPKEEP)
    assert not [e for e in game.state.effects if e.layer == "cant_block"]


def test_509_1b_cant_be_blocked_this_turn():
    """509.1b: Coralhelm Guide's target can't be blocked this turn: Bo has no block to declare."""
    game = position(battlefield=(["Island"] * 5 + ["Coralhelm Guide"], ["Grizzly Bears"]))
    guide = named(game, "Coralhelm Guide")
    activate(game, guide, 0, guide)
    resolve(game)
    attack(game, guide)
    assert _blocks(game) == []
    advance_to(game, Step.END_COMBAT)
    assert game.state.players[BO].life == 18


def test_509_1b_cant_be_blocked_by_a_kind_of_creature():
    """509.1b: Kor Castigator can't be blocked by an Eldrazi Scion, but can by another Eldrazi (the ruling)."""
    game = position(battlefield=(["Kor Castigator"], ["Eldrazi Scion", "Eldrazi Devastator"]))
    castigator = named(game, "Kor Castigator")
    attack(game, castigator)
    options = _blocks(game)
    assert (named(game, "Eldrazi Devastator"), castigator) in options
    assert (named(game, "Eldrazi Scion"), castigator) not in options


def test_509_1b_a_scion_that_is_no_eldrazi_can_block():
    """509.1b: "Eldrazi Scions" means creatures with both subtypes: a Scion that isn't an Eldrazi may block."""
    cards = pool_with("Odd Scion: {token: true, types: [Creature], subtypes: [Scion], colors: [], power: 1, "
                      "toughness: 1}")
    game = position(battlefield=(["Kor Castigator"], ["Odd Scion"]), cards=cards)
    castigator = named(game, "Kor Castigator")
    attack(game, castigator)
    assert (named(game, "Odd Scion"), castigator) in _blocks(game)
