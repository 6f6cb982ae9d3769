"""CR 608.2d, 400.7: "return another creature you control to its owner's hand. If you do, … Otherwise, you may
return this" (Mistbreath Elder): the creature is chosen on resolution, among the controller's others only."""

from __future__ import annotations

from helpers import advance_to, choose, named, position, resolve
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone


def test_608_2d_only_another_creature_you_control_can_be_chosen():
    """608.2d: the options are Ana's other creatures, not the Elder, not Bo's creature."""
    game = position(battlefield=(["Mistbreath Elder", "Grizzly Bears", "Savannah Lions"], ["Hill Giant"]),
                    active=1)
    advance_to(game, Step.UPKEEP, turn=4)
    while game.decision.kind is DecisionKind.PRIORITY:
        game.apply(game.legal_actions()[0])
    assert set(game.decision.options) == {named(game, "Grizzly Bears"), named(game, "Savannah Lions")}
    choose(game, named(game, "Savannah Lions"))
    assert named(game, "Savannah Lions", Zone.HAND)
    assert game.state.objects[named(game, "Mistbreath Elder")].counters == {"+1/+1": 1}


def test_608_2d_alone_it_may_stay():
    """608.2d (the ruling): with no other creature, declining leaves the Elder on the battlefield, no counter."""
    game = position(battlefield=(["Mistbreath Elder"], []), active=1)
    advance_to(game, Step.UPKEEP, turn=4)
    resolve(game, "no")
    elder = game.state.objects[named(game, "Mistbreath Elder")]
    assert elder.zone is Zone.BATTLEFIELD and not elder.counters
