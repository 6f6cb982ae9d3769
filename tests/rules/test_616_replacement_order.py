"""CR 616.1: when two or more replacement and/or prevention effects would modify one damage event, the affected
player (or the controller of the affected permanent) chooses one to apply; 616.1e: then again among those that
still apply; 616.2: each applies once. The Artist's Talent ruling: the damaged player orders the prevention and
the "plus 2"; if all of the damage is prevented, the "plus 2" no longer applies."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, add_mana, cast, choose, events, life, named, obj, pass_priority, position
from manastack.rules.class_levels import become_level
from manastack.rules.continuous import add_effect
from manastack.rules.engine import IllegalActionError
from manastack.rules.replacement_order import BONUS, results_if_first
from manastack.rules.targets import player_target
from manastack.types.actions import Choose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _shock_into_shield(shield: int | None = 3, talent: bool = True, at: str = "Bo"):  # type: ignore[no-untyped-def]
    """Ana (Artist's Talent at level 3) casts Shock at Bo (or at his Grizzly Bears); Bo has a shield
    "prevent the next ``shield`` damage" on that target. Returns the game with Shock about to resolve."""
    game = position(battlefield=(["Artist's Talent"] if talent else [], ["Grizzly Bears"]), hand=(["Shock"], []))
    if talent:
        become_level(game.state, obj(game, named(game, "Artist's Talent")), 3)
    target = player_target(BO) if at == "Bo" else named(game, "Grizzly Bears", Zone.BATTLEFIELD)
    if shield is not None:
        add_effect(game.state, named(game, "Grizzly Bears"), BO, "prevent", (target,), (("amount", shield),),
                   "end_of_turn")
    add_mana(game, ANA, "R")
    cast(game, "Shock", target)
    while game.state.stack and game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    return game


def _shield_key(game) -> str:  # type: ignore[no-untyped-def]
    assert game.decision is not None
    return next(o for o in game.decision.options if o != BONUS)


def test_616_1_prevention_first_all_prevented_no_plus_two():
    """616.1: Bo chooses the prevention first: Shock's 2 damage is all prevented, the "plus 2" no longer applies
    (the ruling), and 1 of the shield is left."""
    game = _shock_into_shield()
    choose(game, _shield_key(game))
    assert life(game) == (20, 20)
    assert [e.amount for e in events(game, "prevented")] == [2]
    assert [e.rule for e in events(game, "replacement_order")] == ["616.1"]
    (shield,) = [e for e in game.state.effects if e.layer == "prevent"]
    assert shield.number("amount") == 1


def test_616_1e_plus_two_first_then_prevention():
    """616.1, 616.1e: Bo chooses the "plus 2" first: Shock would deal 4, then the shield (which still applies)
    prevents 3 and Bo is dealt 1; the shield is used up."""
    game = _shock_into_shield()
    choose(game, BONUS)
    assert life(game) == (20, 19)
    assert [e.amount for e in events(game, "prevented")] == [3]
    assert not [e for e in game.state.effects if e.layer == "prevent"]


def test_616_1_the_damaged_player_is_asked_not_the_source_controller():
    """616.1: the question is Bo's, the damaged player, not Ana's, who controls Shock and Artist's Talent; on
    his Grizzly Bears, its controller Bo is asked."""
    for at in ("Bo", "Bears"):
        game = _shock_into_shield(at=at)
        assert game.decision is not None and game.decision.kind is DecisionKind.REPLACEMENT_ORDER
        assert game.decision.player == BO and game.decision.rule == "616.1"
        with pytest.raises(IllegalActionError):
            game.apply(Choose(ANA, BONUS))


def test_616_1_no_question_when_only_one_effect_applies():
    """616.1: with only the shield (no Talent), or only the Talent (no shield), nothing is asked."""
    game = _shock_into_shield(talent=False)
    assert not game.state.stack and life(game) == (20, 20)
    game = _shock_into_shield(shield=None)
    assert not game.state.stack and life(game) == (20, 16)
    assert not events(game, "replacement_order")


def test_616_1_no_question_when_the_order_cannot_matter():
    """616.1: a shield smaller than Shock's damage: prevention first (2-1+2) or the plus 2 first (2+2-1) both
    deal 3 and use the whole shield, so nothing is asked."""
    game = _shock_into_shield(shield=1)
    assert not game.state.stack and life(game) == (20, 17)


def test_616_2_an_illegal_answer_leaves_the_state_unchanged():
    """616.2 (and the engine's contract): an answer that isn't one of the effects is refused and nothing changes;
    the question stands."""
    game = _shock_into_shield()
    before = (life(game), len(game.state.events), game.decision)
    with pytest.raises(IllegalActionError):
        game.apply(Choose(BO, "shield:999"))
    assert (life(game), len(game.state.events), game.decision) == before


def test_616_1_the_damaged_player_weighs_the_orders():
    """616.1: what each first choice leaves Bo: prevention first, no damage and 1 shield left; the plus 2 first,
    1 damage."""
    game = _shock_into_shield()
    assert game.decision is not None
    results = results_if_first(game.state, game.decision)
    assert results[BONUS] == (1, 0) and results[_shield_key(game)] == (0, -1)


def test_616_1_the_heuristic_agent_protects_itself():
    """616.1: the heuristic agent, as the damaged Bo, applies the prevention first (no damage rather than 1)."""
    from manastack.agents.heuristic import HeuristicAgent

    game = _shock_into_shield()
    assert HeuristicAgent(1).choose(game, game.legal_actions()) == Choose(BO, _shield_key(game))
