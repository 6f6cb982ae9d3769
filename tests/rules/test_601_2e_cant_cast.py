"""CR 601.2e, 101.2, 202.3: "Your opponents can't cast spells with even mana values" (Void Winnower), and CR
509.1b: "Your opponents can't block with creatures with even mana values" (``rules.casting_restrictions``,
``rules.blocking_restrictions``)."""

from __future__ import annotations

from helpers import BO, choose, named, position
from manastack.rules.combat import can_block
from manastack.types.actions import CastSpell
from manastack.types.decisions import DecisionKind


def _winnower(hand: list[str], battlefield: list[str] = (), mine: list[str] = ()):  # type: ignore[no-untyped-def]
    return position(battlefield=(["Void Winnower", *mine], ["Plains"] * 7 + list(battlefield)),
                    hand=(["Grizzly Bears", "Forest", "Forest"], hand), active=BO)


def _castable(game, name: str) -> bool:  # type: ignore[no-untyped-def]
    return CastSpell(BO, named(game, name, owner=BO)) in game.legal_actions()


def test_601_2e_an_even_mana_value_spell_is_not_offered():
    """601.2e, 101.2: Grizzly Bears (mana value 2) can't be cast by an opponent; Savannah Lions (1) can."""
    game = _winnower(["Grizzly Bears", "Savannah Lions"])
    assert not _castable(game, "Grizzly Bears") and _castable(game, "Savannah Lions")


def test_202_3e_x_is_chosen_odd_only():
    """202.3e: on the stack X counts: Endless One ({X}) is offered, and only with odd values of X."""
    game = _winnower(["Endless One"])
    assert _castable(game, "Endless One")
    game.apply(CastSpell(BO, named(game, "Endless One")))
    assert game.decision.kind is DecisionKind.X
    assert set(game.decision.options) == {1, 3, 5, 7}
    choose(game, 5)


def test_601_2e_the_controller_is_not_restricted():
    """101.2: "your opponents": the Winnower's controller casts even mana value spells as usual."""
    game = position(battlefield=(["Void Winnower", "Forest", "Forest"], []), hand=(["Grizzly Bears"], []))
    assert CastSpell(0, named(game, "Grizzly Bears")) in game.legal_actions()


def test_601_2e_a_face_down_spell_has_mana_value_zero():
    """708.2, 601.2e (Void Winnower's ruling): a face-down spell's mana value is 0, so it can't be cast face down."""
    from manastack.rules.casting import cost_options

    game = _winnower(["Dermoplasm"])
    card = game.state.objects[named(game, "Dermoplasm")]
    assert "face_down" not in cost_options(game.state, BO, card.definition, card)


def test_509_1b_even_mana_value_creatures_cant_block():
    """509.1b, 202.3: Grizzly Bears (2) and Endless One (0 on the battlefield) can't block; Savannah Lions (1) can;
    the Winnower's controller's creatures can."""
    game = position(battlefield=(["Void Winnower", "Grizzly Bears"],
                                 ["Grizzly Bears", "Savannah Lions", "Endless One"]))
    winnower, mine = named(game, "Void Winnower"), named(game, "Grizzly Bears", owner=0)
    assert not can_block(game.state, named(game, "Grizzly Bears", owner=BO), winnower)
    assert not can_block(game.state, named(game, "Endless One"), winnower)
    assert can_block(game.state, named(game, "Savannah Lions"), winnower)
    assert can_block(game.state, mine, named(game, "Savannah Lions"))


def test_509_1b_a_face_down_creature_cant_block():
    """509.1b, 708.2a (Void Winnower's ruling): a face-down creature's mana value is 0, an even number, so it can't
    block the Winnower: Savannah Lions (1) can block it face up, not face down."""
    for face_down in (False, True):
        game = position(battlefield=(["Void Winnower"], ["Savannah Lions"]))
        lions = named(game, "Savannah Lions")
        game.state.objects[lions].face_down = face_down
        game.state.cache.clear()     # set up so without an event: the characteristics are worked out anew
        assert can_block(game.state, lions, named(game, "Void Winnower")) is not face_down


def test_601_2e_a_cost_reduction_leaves_the_mana_value_even():
    """601.2e, 202.3 (Void Winnower's and Herald of Kozilek's rulings): a reduction changes only the total cost paid,
    not the mana value: with Herald of Kozilek, Culling Drone costs Bo {B} but its mana value is still 2."""
    game = _winnower(["Culling Drone", "Blisterpod"], battlefield=["Herald of Kozilek", "Swamp", "Forest"])
    assert not _castable(game, "Culling Drone") and _castable(game, "Blisterpod")
