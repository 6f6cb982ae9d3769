"""CR 601.2h, 118.3: "For each mana in this ability's activation cost, you may tap an untapped creature you control
rather than pay that mana" (Heirloom Epic), with its rulings (2024-07-26)."""

from __future__ import annotations

import pytest

from helpers import ANA, choose, ids, named, obj, position
from manastack.rules.tap_costs import DONE
from manastack.types.actions import ActivateAbility, Choose
from manastack.types.enums import Step

EPIC = "Heirloom Epic"


def _game(mine, step: Step = Step.MAIN1, sick=()):  # type: ignore[no-untyped-def]
    return position(battlefield=([EPIC, *mine], []), step=step, sick=sick)


def _offered(game) -> bool:  # type: ignore[no-untyped-def]
    return ActivateAbility(ANA, named(game, EPIC), 0) in game.legal_actions()


def test_601_2h_four_creatures_pay_the_whole_cost() -> None:
    """601.2h: with no lands, four untapped creatures pay {4}; three can't (118.3), so then it isn't offered."""
    assert _offered(_game(["Grizzly Bears"] * 4))
    assert not _offered(_game(["Grizzly Bears"] * 3))


def test_302_6_creatures_that_entered_this_turn_may_be_tapped() -> None:
    """Ruling: a creature that hasn't been under the player's control since their turn began may be tapped."""
    game = _game(["Grizzly Bears"] * 4, sick=["Grizzly Bears"])
    game.apply(ActivateAbility(ANA, named(game, EPIC), 0))
    for bear in ids(game, "Grizzly Bears"):
        if game.decision is not None and game.state.casting is not None:
            choose(game, bear)
    assert all(obj(game, b).tapped for b in ids(game, "Grizzly Bears"))
    assert game.state.stack      # the ability was activated


def test_601_2h_no_more_creatures_than_mana() -> None:
    """Ruling: no more creatures can be tapped than the amount of mana in the cost: after four, no fifth is asked."""
    game = _game(["Grizzly Bears"] * 5)
    game.apply(ActivateAbility(ANA, named(game, EPIC), 0))
    bears = ids(game, "Grizzly Bears")
    for bear in bears[:4]:
        choose(game, bear)
    assert game.state.casting is None and not obj(game, bears[4]).tapped


def test_601_2h_a_creature_whose_mana_is_needed_is_not_offered_to_tap() -> None:
    """Ruling: a creature tapped for mana can't also be tapped rather than paying, so every choice offered keeps a
    payment possible. Llanowar Elves, Grizzly Bears and two Forests can pay {4} only with the Bears tapped: paying
    all by mana isn't offered first; once the Bears are chosen, the Elves may be tapped for {G} instead."""
    game = _game(["Llanowar Elves", "Grizzly Bears", "Forest", "Forest"])
    game.apply(ActivateAbility(ANA, named(game, EPIC), 0))
    assert DONE not in game.decision.options      # {4} from two Forests and the Elves alone is impossible
    choose(game, named(game, "Grizzly Bears"))
    assert set(game.decision.options) == {named(game, "Llanowar Elves"), DONE}
    choose(game, DONE)       # Forest, Forest and the Elves' {G} pay the {3} left
    assert game.state.casting is None and obj(game, named(game, "Llanowar Elves")).tapped


def test_602_5d_only_as_a_sorcery() -> None:
    """602.5d: "Activate only as a sorcery": not during combat."""
    assert not _offered(_game(["Grizzly Bears"] * 4, step=Step.BEGIN_COMBAT))


def test_601_2h_a_wrong_answer_is_refused_and_changes_nothing() -> None:
    """An opponent's permanent or a land isn't a creature the player may tap: refused, the game unchanged."""
    game = _game(["Grizzly Bears"] * 4)
    game.apply(ActivateAbility(ANA, named(game, EPIC), 0))
    before = game.to_json()
    with pytest.raises(ValueError):
        game.apply(Choose(ANA, named(game, EPIC)))
    assert game.to_json() == before
