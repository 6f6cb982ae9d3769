"""CR 616.1: when two or more replacement and/or prevention effects would modify one damage event, the affected
player (or the controller of the affected permanent) chooses one to apply; 616.1e: then again among those that
still apply; 616.2: each applies once. The Artist's Talent ruling: the damaged player orders the prevention and
the "plus 2"; if all of the damage is prevented, the "plus 2" no longer applies."""

from __future__ import annotations

import pytest

from helpers import (
    ANA,
    BO,
    add_mana,
    advance_to,
    attack,
    block,
    cast,
    choose,
    counters,
    events,
    life,
    named,
    obj,
    pass_priority,
    position,
    resolve,
)
from manastack.agents.heuristic import HeuristicAgent
from manastack.rules.class_levels import become_level
from manastack.rules.continuous import add_effect
from manastack.rules.engine import IllegalActionError
from manastack.rules.replacement_order import ALL, BONUS, COUNTER, SHIELD, results_if_first
from manastack.rules.targets import player_target
from manastack.types.actions import Choose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone


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
    return next(o for o in game.decision.options if str(o).startswith(SHIELD))


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


# -- combat damage (CR 510.2): every question before any damage is dealt ---------------------------------------
def _shield(game, target: int, amount: int | None, by: int = BO) -> None:  # type: ignore[no-untyped-def]
    """A prevention effect on ``target``: "prevent the next ``amount`` damage", or all of it (``None``)."""
    change = (("all", True),) if amount is None else (("amount", amount),)
    add_effect(game.state, player_target(by), by, "prevent", (target,), change, "end_of_turn")


def _flamecaller_attacks(shield: int | None = 3):  # type: ignore[no-untyped-def]
    """Ana's Valley Flamecaller (3/3 Lizard: "plus 1") attacks Bo, who has a shield "prevent the next ``shield``
    damage"; the game stops at the combat damage step's first question."""
    game = position(battlefield=(["Valley Flamecaller"], []))
    if shield is not None:
        _shield(game, player_target(BO), shield)
    attack(game, named(game, "Valley Flamecaller"))
    advance_to(game, Step.COMBAT_DAMAGE)
    return game


def test_510_2_616_1_combat_damage_asks_the_defending_player():
    """616.1, 510.2: the Flamecaller's +1 and Bo's shield meet on combat damage: Bo (the damaged player) is asked,
    with the combat wording, before any damage is dealt."""
    game = _flamecaller_attacks()
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.REPLACEMENT_ORDER
    assert decision.player == BO and decision.rule == "616.1" and decision.prompt.get("variant") == "combat"
    assert decision.prompt.get("amount") == 3 and not events(game, "damage") and life(game) == (20, 20)


def test_616_1_combat_prevention_first_the_plus_one_no_longer_applies():
    """616.1 (the Valley Flamecaller ruling): Bo applies the shield first: all 3 is prevented, the +1 no longer
    applies; Bo's life stays 20 and the shield is used up."""
    game = _flamecaller_attacks()
    choose(game, _shield_key(game))
    assert life(game) == (20, 20) and not events(game, "damage")
    assert [e.rule for e in events(game, "replacement_order")] == ["616.1"]
    assert not [e for e in game.state.effects if e.layer == "prevent"]


def test_616_1e_combat_plus_one_first_then_the_shield():
    """616.1, 616.1e: Bo applies the +1 first: 4 combat damage, the shield (which still applies) prevents 3 and
    Bo is dealt 1 (510.2)."""
    game = _flamecaller_attacks()
    choose(game, BONUS)
    assert life(game) == (20, 19)
    assert [(e.rule, e.amount) for e in events(game, "damage")] == [("510.2", 1)]


def test_616_1_combat_no_question_when_only_the_plus_one_applies():
    """616.1: without a shield, nothing is asked: 4 combat damage (the existing behaviour)."""
    game = _flamecaller_attacks(shield=None)
    assert life(game) == (20, 16) and not events(game, "replacement_order")


def _fissured_flamecaller():  # type: ignore[no-untyped-def]
    """Ana's Valley Flamecaller attacks Bo, who has a shield "prevent the next 3 damage" and Encircling Fissure's
    effect: all combat damage Ana's creatures would deal this turn is prevented (615.1a)."""
    game = position(battlefield=(["Valley Flamecaller"], []))
    _shield(game, player_target(BO), 3)
    add_effect(game.state, player_target(BO), BO, "prevent_combat", (), (("player", ANA),), "end_of_turn")
    attack(game, named(game, "Valley Flamecaller"))
    advance_to(game, Step.COMBAT_DAMAGE)
    return game


def test_616_1_prevention_of_all_combat_damage_is_ordered_with_a_shield():
    """616.1: "prevent all combat damage … by creatures Ana controls" is one of the effects Bo orders: with his
    shield and the +1 it is offered (as preventing all of it), and applied first it keeps the shield whole."""
    game = _fissured_flamecaller()
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.REPLACEMENT_ORDER and decision.player == BO
    assert set(decision.options) == {ALL, BONUS, _shield_key(game)}
    choose(game, ALL)
    assert life(game) == (20, 20) and not events(game, "damage")
    assert [(e.rule, e.get("variant")) for e in events(game, "prevented")] == [("615.1a", "combat")]
    assert [e.number("amount") for e in game.state.effects if e.layer == "prevent"] == [3]


def test_616_1_a_shield_chosen_before_the_combat_prevention_is_used_up():
    """616.1, 615.7: Bo applies his shield first: it prevents the 3 and is used up; then no damage is left, so
    the prevention of all combat damage and the +1 no longer apply (616.1e)."""
    game = _fissured_flamecaller()
    choose(game, _shield_key(game))
    assert life(game) == (20, 20)
    assert [e.rule for e in events(game, "prevented")] == ["615.7"]
    assert not [e for e in game.state.effects if e.layer == "prevent"]


def test_616_1_the_heuristic_agent_keeps_its_shield_against_combat_prevention():
    """616.1: weighing the orders, applying the prevention of all combat damage first deals Bo nothing and keeps
    the most shield, so the heuristic agent picks it."""
    game = _fissured_flamecaller()
    assert results_if_first(game.state, game.decision)[ALL] == (0, -3)
    assert HeuristicAgent(1).choose(game, game.legal_actions()) == Choose(BO, ALL)


def test_101_4_510_2_both_players_asked_in_apnap_order_before_any_damage():
    """101.4, 510.2, 616.1: each player controls a Valley Flamecaller with a shield "prevent the next 3"; Ana's
    attacks and Bo's blocks. Ana (the active player) is asked about the damage to her creature first, then Bo;
    no damage is dealt until both have answered."""
    game = position(battlefield=(["Valley Flamecaller"], ["Valley Flamecaller"]))
    mine, his = named(game, "Valley Flamecaller", owner=ANA), named(game, "Valley Flamecaller", owner=BO)
    _shield(game, mine, 3, by=ANA)
    _shield(game, his, 3)
    attack(game, mine)
    block(game, (his, mine))
    advance_to(game, Step.COMBAT_DAMAGE)
    assert game.decision is not None and game.decision.player == ANA
    choose(game, BONUS)                      # Ana: the +1 first: 4, 3 prevented, 1 dealt to her Flamecaller
    assert game.decision is not None and game.decision.player == BO and not events(game, "damage")
    choose(game, _shield_key(game))          # Bo: the shield first: nothing dealt to his
    assert (obj(game, mine).damage, obj(game, his).damage) == (1, 0)
    assert [e.player for e in events(game, "replacement_order")] == [ANA, BO]


def test_615_7_616_1_what_one_attacker_uses_of_a_shield_is_gone_for_the_next_question():
    """615.7, 616.1, 510.2: Valley Flamecaller (3) and Kindlespark Duo (1, a Lizard) attack Bo, who has "prevent the
    next 5 damage". Bo applies the shield first to the Flamecaller's 3: the second question, about the Duo's 1,
    offers what is left of the shield (2), and the heuristic agent applies it first there too; Bo is dealt
    nothing, 1 of the shield is left."""
    from manastack.agents.heuristic import HeuristicAgent

    game = position(battlefield=(["Valley Flamecaller", "Kindlespark Duo"], []))
    _shield(game, player_target(BO), 5)
    attack(game, named(game, "Valley Flamecaller"), named(game, "Kindlespark Duo"))
    advance_to(game, Step.COMBAT_DAMAGE)
    choose(game, _shield_key(game))
    decision = game.decision
    assert decision is not None and decision.prompt.get("amount") == 1 and not events(game, "damage")
    assert [label.get("amount") for label in decision.labels] == [2, 1]
    action = HeuristicAgent(1).choose(game, game.legal_actions())
    assert action == Choose(BO, _shield_key(game))
    game.apply(action)
    assert life(game) == (20, 20)
    (shield,) = [e for e in game.state.effects if e.layer == "prevent"]
    assert shield.number("amount") == 1


def test_616_1_a_combat_question_half_answered_survives_a_save():
    """616.1, 510.2: the answers given so far are part of the game state (all progress is data): a game saved
    between Ana's and Bo's answers loads equal, and Bo's answer then deals the damage as in the original."""
    from manastack.game import Game

    game = position(battlefield=(["Valley Flamecaller"], ["Valley Flamecaller"]))
    mine, his = named(game, "Valley Flamecaller", owner=ANA), named(game, "Valley Flamecaller", owner=BO)
    _shield(game, mine, 3, by=ANA)
    _shield(game, his, 3)
    attack(game, mine)
    block(game, (his, mine))
    advance_to(game, Step.COMBAT_DAMAGE)
    choose(game, BONUS)
    loaded = Game.from_json(game.to_json())
    assert loaded.same_as(game) and loaded.state.combat is not None and loaded.state.combat.orders == [BONUS]
    choose(loaded, BONUS)
    assert (obj(loaded, mine).damage, obj(loaded, his).damage) == (1, 1)


def test_616_1_the_heuristic_agent_protects_itself_in_combat():
    """616.1, 510.2: the heuristic agent, as the damaged Bo, applies the shield first in combat too."""
    from manastack.agents.heuristic import HeuristicAgent

    game = _flamecaller_attacks()
    assert HeuristicAgent(1).choose(game, game.legal_actions()) == Choose(BO, _shield_key(game))


# -- fight (CR 701.14a) ------------------------------------------------------------------------------------------
def _brawl():  # type: ignore[no-untyped-def]
    """Ana casts Longstalk Brawl: her Valley Flamecaller fights Bo's Grizzly Bears, which has a shield "prevent
    the next 3 damage"; the game stops at the question."""
    game = position(battlefield=(["Valley Flamecaller", "Forest"], ["Grizzly Bears"]), hand=(["Longstalk Brawl"], []))
    bears = named(game, "Grizzly Bears")
    _shield(game, bears, 3)
    cast(game, "Longstalk Brawl", named(game, "Valley Flamecaller"), bears, choices=("no",))
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    return game, bears


def test_701_14a_616_1_a_fight_asks_before_any_damage():
    """701.14a, 616.1: the Flamecaller's +1 and the Bears' shield meet on fight damage: Bo, the Bears' controller,
    is asked (the noncombat wording) before either creature deals damage."""
    game, _ = _brawl()
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.REPLACEMENT_ORDER and decision.player == BO
    assert decision.prompt.get("variant") == "" and not events(game, "damage") and not events(game, "fight")


def test_701_14a_616_1_fight_both_orders():
    """701.14a, 616.1, 616.1e: the shield first: the Bears are dealt nothing; the +1 first: 4, 3 prevented, 1
    dealt. Either way the Bears deal their 2 to the Flamecaller."""
    for first, dealt in ((None, 0), (BONUS, 1)):
        game, bears = _brawl()
        choose(game, first if first is not None else _shield_key(game))
        flamecaller = named(game, "Valley Flamecaller")
        assert (obj(game, bears).damage, obj(game, flamecaller).damage) == (dealt, 2)
        assert len(events(game, "fight")) == 1


# -- a +1/+1-counter shield against a prevention of all of it (CR 615.5, 616.1) ------------------------------------
def _champion_shocked(plus_one: bool = False):  # type: ignore[no-untyped-def]
    """Bo's Undergrowth Champion has a +1/+1 counter and "prevent all damage that would be dealt to it this turn";
    Ana Shocks it (with a Valley Flamecaller and Kindlespark Duo's ping instead, if ``plus_one``)."""
    game = position(battlefield=(["Valley Flamecaller", "Kindlespark Duo"], ["Undergrowth Champion"]),
                    hand=(["Shock"], []))
    champion = named(game, "Undergrowth Champion")
    counters(game, champion, "+1/+1", 1)
    _shield(game, champion, None)
    add_mana(game, ANA, "R")
    cast(game, "Shock", champion)
    while game.state.stack and game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)
    return game, champion


def test_616_1_a_counter_shield_against_prevent_all_is_a_choice():
    """615.5, 616.1: the prevention of all of it first leaves the counter (the counter shield no longer applies);
    the counter shield first spends it. Either way no damage is dealt."""
    for first, left in ((ALL, {"+1/+1": 1}), (COUNTER, {})):
        game, champion = _champion_shocked()
        assert game.decision is not None and set(game.decision.options) == {ALL, COUNTER}
        choose(game, first)
        assert obj(game, champion).counters == left and obj(game, champion).damage == 0
        assert [e.get("variant") for e in events(game, "replacement_order")] == [first]


def test_616_1_the_heuristic_agent_keeps_its_counter():
    """616.1: the heuristic agent, as Bo, applies the prevention of all of it first and keeps the counter."""
    from manastack.agents.heuristic import HeuristicAgent

    game, _ = _champion_shocked()
    assert HeuristicAgent(1).choose(game, game.legal_actions()) == Choose(BO, ALL)


def test_616_1_a_counter_shield_and_the_plus_one_ask_nothing():
    """616.1, 701.14a: the counter shield against a damage increase (Ana's Valley Flamecaller fights the Champion):
    either order prevents it all and spends the counter, so nothing is asked."""
    game = position(battlefield=(["Valley Flamecaller", "Forest"], ["Undergrowth Champion"]),
                    hand=(["Longstalk Brawl"], []))
    champion = named(game, "Undergrowth Champion")
    counters(game, champion, "+1/+1", 1)
    cast(game, "Longstalk Brawl", named(game, "Valley Flamecaller"), champion, choices=("no",))
    resolve(game)
    assert not events(game, "replacement_order") and obj(game, champion).counters == {}
    assert obj(game, champion).damage == 0       # the 3/3 Champion's 3 damage (as the fight began) kills the 3/3
    assert obj(game, named(game, "Valley Flamecaller")).zone is Zone.GRAVEYARD


def test_510_2_615_5_a_counter_spent_on_one_blocker_is_spent_for_the_other():
    """615.5 (the Undergrowth Champion ruling), 616.1, 510.2: Bo's Champion (two +1/+1 counters, and all damage to
    it prevented) attacks and is blocked by Ana's Hill Giant and Grizzly Bears, dealt combat damage by both at
    once. Bo applies its counter shield first to the Giant's damage: the counter is then spent for the whole
    event, so the Bears' damage asks nothing; one counter is removed and no damage is dealt to it."""
    game = position(battlefield=(["Hill Giant", "Grizzly Bears"], ["Undergrowth Champion"]), active=BO)
    champion = named(game, "Undergrowth Champion")
    counters(game, champion, "+1/+1", 2)
    _shield(game, champion, None)
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    attack(game, champion, defender=ANA)
    block(game, (giant, champion), (bears, champion))
    advance_to(game, Step.COMBAT_DAMAGE)
    while game.decision is not None and game.decision.kind is DecisionKind.DIVIDE:
        choose(game, game.decision.options[0])
    assert game.decision is not None and game.decision.kind is DecisionKind.REPLACEMENT_ORDER
    assert game.decision.player == BO and game.decision.prompt.get("source").id == giant  # type: ignore[union-attr]
    choose(game, COUNTER)
    assert obj(game, champion).counters == {"+1/+1": 1} and obj(game, champion).damage == 0
    assert len(events(game, "replacement_order")) == 1
