"""CR 506–511: combat — attackers, blockers, evasion, and combat damage (first strike, trample, division)."""

from __future__ import annotations

import pytest

from helpers import (
    ANA,
    BO,
    P1,
    advance_to,
    attack,
    block,
    cast,
    choose,
    events,
    grant,
    life,
    named,
    obj,
    pass_priority,
    position,
    resolve,
)
from manastack.game import IllegalActionError
from manastack.rules.targets import player_target
from manastack.types.actions import Choose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone


def alive(game, oid: int) -> bool:  # type: ignore[no-untyped-def]
    return oid in game.state.battlefield


def to_damage(game) -> None:  # type: ignore[no-untyped-def]
    """Pass priority until combat damage has been dealt (both steps) and combat ends."""
    advance_to(game, Step.END_COMBAT)


def attack_options(game) -> list:  # type: ignore[no-untyped-def]
    advance_to(game, Step.DECLARE_ATTACKERS)
    return [o for o in game.decision.options if o != "done"] if game.decision.kind is DecisionKind.ATTACKERS else []


def block_options(game, attacker: int) -> list:  # type: ignore[no-untyped-def]
    attack(game, attacker)
    advance_to(game, Step.DECLARE_BLOCKERS)
    if game.decision.kind is not DecisionKind.BLOCKERS:
        return []
    return [o for o in game.decision.options if o != "done"]


# -- 508 declare attackers --------------------------------------------------------------------------
def test_510_1a_an_unblocked_creature_deals_damage_to_the_defending_player() -> None:
    """510.1a, 510.2: an unblocked attacking creature assigns its combat damage to the player it attacks."""
    game = position(battlefield=(["Hill Giant"], []))
    attack(game, named(game, "Hill Giant"))
    to_damage(game)
    assert life(game) == (20, 17)
    assert [e.rule for e in events(game, "damage")] == ["510.2"]


def test_508_1f_attacking_taps_the_creature() -> None:
    """508.1f: the active player taps the chosen attacking creatures."""
    game = position(battlefield=(["Grizzly Bears"], []))
    bears = named(game, "Grizzly Bears")
    attack(game, bears)
    assert obj(game, bears).tapped


def test_702_20b_vigilance_attacking_doesnt_cause_it_to_tap() -> None:
    """702.20b: attacking doesn't cause creatures with vigilance to tap."""
    game = position(battlefield=(["Serra Angel"], []))
    angel = named(game, "Serra Angel")
    attack(game, angel)
    assert not obj(game, angel).tapped
    to_damage(game)
    assert life(game) == (20, 16)


def test_302_6_a_creature_that_came_under_control_this_turn_cant_attack() -> None:
    """302.6: a creature can't attack unless it has been under its controller's control continuously since
    their most recent turn began (summoning sickness)."""
    game = position(battlefield=(["Forest", "Forest"], []), hand=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = named(game, "Grizzly Bears")
    assert obj(game, bears).sick
    assert attack_options(game) == []
    assert game.state.step is Step.DECLARE_ATTACKERS


def test_302_6_summoning_sickness_ends_when_the_controllers_turn_begins() -> None:
    """302.6: on its controller's next turn the creature may attack."""
    game = position(battlefield=(["Forest", "Forest"], []), hand=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    advance_to(game, Step.MAIN1, turn=4)
    bears = named(game, "Grizzly Bears")
    assert obj(game, bears).sick                       # still sick during the opponent's turn
    advance_to(game, Step.MAIN1, turn=5)
    assert not obj(game, bears).sick
    assert attack_options(game) == [(bears, BO)]


def test_702_10a_haste_a_creature_with_haste_can_attack_the_turn_it_arrives() -> None:
    """702.10b: a creature with haste can attack even if it hasn't been controlled continuously since the turn began."""
    game = position(battlefield=(["Mountain"], []), hand=(["Raging Goblin"], []))
    cast(game, "Raging Goblin")
    resolve(game)
    goblin = named(game, "Raging Goblin")
    assert attack_options(game) == [(goblin, BO)]
    choose(game, (goblin, BO))
    choose(game, "done")
    to_damage(game)
    assert life(game) == (20, 19)


def test_508_1a_tapped_creatures_and_defenders_cant_attack() -> None:
    """508.1a, 702.3b: only untapped creatures without defender can attack."""
    game = position(battlefield=(["Grizzly Bears", "Hill Giant", "Savannah Lions"], []), tapped=["Hill Giant"])
    grant(game, named(game, "Savannah Lions"), "Defender")
    assert attack_options(game) == [(named(game, "Grizzly Bears"), BO)]


def test_508_1_attacking_is_a_decision_of_the_active_player_only() -> None:
    """508.1: the active player declares attackers; an answer from the other player is illegal."""
    game = position(battlefield=(["Grizzly Bears"], []))
    advance_to(game, Step.DECLARE_ATTACKERS)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(Choose(BO, "done"))
    assert game.to_json() == before


# -- 509 declare blockers ---------------------------------------------------------------------------
def test_509_1a_blocked_creatures_deal_damage_to_each_other() -> None:
    """509.1, 510.1: a blocked creature and its blocker deal combat damage to each other, not to the player."""
    game = position(battlefield=(["Hill Giant"], ["Grizzly Bears"]))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    attack(game, giant)
    block(game, (bears, giant))
    to_damage(game)
    assert life(game) == (20, 20)
    assert not alive(game, bears)
    assert obj(game, giant).damage == 2


def test_510_2_combat_damage_is_dealt_simultaneously() -> None:
    """510.2: all combat damage is dealt at once: two 2/2s trade."""
    game = position(battlefield=(["Grizzly Bears"], ["Silvercoat Lion"]))
    bears, lion = named(game, "Grizzly Bears"), named(game, "Silvercoat Lion")
    attack(game, bears)
    block(game, (lion, bears))
    to_damage(game)
    assert not alive(game, bears) and not alive(game, lion)


def test_509_1a_tapped_creatures_cant_block() -> None:
    """509.1a: the defending player chooses untapped creatures to block."""
    game = position(battlefield=(["Grizzly Bears"], ["Hill Giant"]), tapped=["Hill Giant"])
    assert block_options(game, named(game, "Grizzly Bears")) == []


def test_702_9b_flying_can_be_blocked_only_by_flying_or_reach() -> None:
    """702.9b, 702.17b: a creature with flying can't be blocked except by creatures with flying or reach."""
    game = position(battlefield=(["Wind Drake"], ["Grizzly Bears", "Hill Giant", "Serra Angel"]))
    drake = named(game, "Wind Drake")
    grant(game, named(game, "Hill Giant"), "Reach")
    options = block_options(game, drake)
    assert sorted(options) == sorted([(named(game, "Hill Giant"), drake), (named(game, "Serra Angel"), drake)])


def test_509_1c_a_lone_creature_isnt_offered_to_block_a_creature_with_menace() -> None:
    """509.1c, 702.110b: blocking is declared one creature at a time, so a block that no declaration could make
    legal isn't offered: one creature can't start blocking a creature with menace when no other could join it,
    and it may still block an attacker without menace."""
    game = position(battlefield=(["Hill Giant", "Grizzly Bears"], ["Silvercoat Lion"]))
    giant, bears, lion = named(game, "Hill Giant"), named(game, "Grizzly Bears"), named(game, "Silvercoat Lion")
    grant(game, giant, "Menace")
    attack(game, giant, bears)
    advance_to(game, Step.DECLARE_BLOCKERS)
    assert [o for o in game.decision.options if o != "done"] == [(lion, bears)]
    choose(game, (lion, bears))
    assert game.decision.options == ("done",)


def test_702_9c_a_flyer_can_block_a_creature_without_flying() -> None:
    """702.9: flying restricts being blocked, not blocking: a flyer can block a ground creature."""
    game = position(battlefield=(["Grizzly Bears"], ["Wind Drake"]))
    bears, drake = named(game, "Grizzly Bears"), named(game, "Wind Drake")
    assert block_options(game, bears) == [(drake, bears)]


def test_702_110b_menace_cant_be_blocked_by_just_one_creature() -> None:
    """702.110b: a creature with menace can't be blocked except by two or more creatures."""
    game = position(battlefield=(["Hill Giant"], ["Grizzly Bears", "Silvercoat Lion"]))
    giant, bears, lion = named(game, "Hill Giant"), named(game, "Grizzly Bears"), named(game, "Silvercoat Lion")
    grant(game, giant, "Menace")
    attack(game, giant)
    advance_to(game, Step.DECLARE_BLOCKERS)
    assert "done" in game.decision.options                 # no block at all is fine
    choose(game, (bears, giant))
    assert "done" not in game.decision.options             # one blocker alone is not
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(Choose(BO, "done"))
    assert game.to_json() == before
    choose(game, (lion, giant))
    choose(game, "done")
    assert set(game.state.combat.blockers) == {bears, lion}


def test_509_1h_a_blocked_creature_stays_blocked_if_its_blocker_leaves() -> None:
    """509.1h, 510.1c: a blocked creature whose blocker is removed from combat assigns no combat damage."""
    game = position(battlefield=(["Hill Giant", "Mountain"], ["Grizzly Bears"]), hand=(["Lightning Bolt"], []))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    attack(game, giant)
    block(game, (bears, giant))
    cast(game, "Lightning Bolt", bears)
    resolve(game)
    to_damage(game)
    assert life(game) == (20, 20)


def test_702_19e_trample_blocked_creature_whose_blockers_are_gone_deals_damage_to_the_player() -> None:
    """702.19e: if all the creatures blocking an attacker with trample are removed from combat, it assigns all
    its damage to the player."""
    game = position(battlefield=(["Hill Giant", "Mountain"], ["Grizzly Bears"]), hand=(["Lightning Bolt"], []))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    grant(game, giant, "Trample")
    attack(game, giant)
    block(game, (bears, giant))
    cast(game, "Lightning Bolt", bears)
    resolve(game)
    to_damage(game)
    assert life(game) == (20, 17)


# -- 510 combat damage --------------------------------------------------------------------------------
def test_510_4_first_strike_deals_damage_first() -> None:
    """510.4, 702.7b: a first striker deals damage in a first combat damage step; a creature it destroys there
    deals no damage."""
    game = position(battlefield=(["Grizzly Bears"], ["Hill Giant"]))
    bears, giant = named(game, "Grizzly Bears"), named(game, "Hill Giant")
    grant(game, giant, "First strike")
    obj(game, giant).damage = 0
    attack(game, bears)
    block(game, (giant, bears))
    to_damage(game)
    assert not alive(game, bears)
    assert obj(game, giant).damage == 0
    steps = [e.get("step") for e in events(game, "step_begin")]
    assert steps.count(Step.COMBAT_DAMAGE) == 2


def test_510_4_a_first_striker_doesnt_deal_damage_again_in_the_second_step() -> None:
    """510.4: in the second combat damage step only creatures without first strike (and double strikers) deal damage."""
    game = position(battlefield=(["Grizzly Bears"], ["Leatherback Baloth"]))
    bears, baloth = named(game, "Grizzly Bears"), named(game, "Leatherback Baloth")
    grant(game, bears, "First strike")
    attack(game, bears)
    block(game, (baloth, bears))
    to_damage(game)
    assert obj(game, baloth).damage == 2
    assert not alive(game, bears)


def test_510_4_players_get_priority_between_the_two_damage_steps() -> None:
    """510.4, 510.3: after first-strike damage, players receive priority before regular damage is dealt."""
    game = position(battlefield=(["Grizzly Bears", "Forest"], ["Hill Giant"]), hand=(["Giant Growth"], []))
    bears, giant = named(game, "Grizzly Bears"), named(game, "Hill Giant")
    grant(game, bears, "First strike")
    attack(game, bears)
    block(game, (giant, bears))
    advance_to(game, Step.COMBAT_DAMAGE)
    assert game.decision.kind is DecisionKind.PRIORITY and game.decision.player == ANA
    assert game.state.combat.first_strike_done and not game.state.combat.regular_done
    assert obj(game, giant).damage == 2 and obj(game, bears).damage == 0
    cast(game, "Giant Growth", bears)          # in between: the bears grow before the giant strikes back
    resolve(game)
    to_damage(game)
    assert alive(game, bears) and obj(game, bears).damage == 3
    assert obj(game, giant).damage == 2 and alive(game, giant)


def test_702_4b_double_strike_deals_damage_in_both_steps() -> None:
    """702.4b: a creature with double strike deals both first-strike and regular combat damage."""
    game = position(battlefield=(["Grizzly Bears"], []))
    bears = named(game, "Grizzly Bears")
    grant(game, bears, "Double strike")
    attack(game, bears)
    to_damage(game)
    assert life(game) == (20, 16)


def test_702_4b_double_strike_blocked_by_a_creature_it_kills_first() -> None:
    """702.4b, 510.4: a double striker that destroys its blocker in the first step deals no damage to the player
    later (without trample), and takes none."""
    game = position(battlefield=(["Hill Giant"], ["Grizzly Bears"]))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    grant(game, giant, "Double strike")
    attack(game, giant)
    block(game, (bears, giant))
    to_damage(game)
    assert not alive(game, bears) and obj(game, giant).damage == 0
    assert life(game) == (20, 20)


def test_702_19b_trample_assigns_lethal_damage_to_the_blocker_and_the_rest_to_the_player() -> None:
    """702.19b, 510.1c: the attacking player must assign lethal damage to all blockers before the rest may be
    assigned to the player; they choose how to divide."""
    game = position(battlefield=(["Leatherback Baloth"], ["Grizzly Bears"]))
    baloth, bears = named(game, "Leatherback Baloth"), named(game, "Grizzly Bears")
    grant(game, baloth, "Trample")
    attack(game, baloth)
    block(game, (bears, baloth))
    advance_to(game, Step.COMBAT_DAMAGE)
    d = game.decision
    assert d.kind is DecisionKind.DIVIDE and d.player == ANA and d.rule == "510.1c"
    splits = {dict(o)[bears]: dict(o)[P1] for o in d.options}
    assert splits == {2: 2, 3: 1, 4: 0}
    choose(game, ((bears, 2), (P1, 2)))
    to_damage(game)
    assert life(game) == (20, 18) and not alive(game, bears)


def test_702_2c_702_19c_deathtouch_and_trample_one_damage_is_lethal() -> None:
    """702.19c, 702.2c: with deathtouch, 1 damage counts as lethal for trample's assignment."""
    game = position(battlefield=(["Hill Giant"], ["Leatherback Baloth"]))
    giant, baloth = named(game, "Hill Giant"), named(game, "Leatherback Baloth")
    grant(game, giant, "Trample", "Deathtouch")
    attack(game, giant)
    block(game, (baloth, giant))
    advance_to(game, Step.COMBAT_DAMAGE)
    assert ((baloth, 1), (P1, 2)) in game.decision.options
    assert ((baloth, 0), (P1, 3)) not in game.decision.options
    choose(game, ((baloth, 1), (P1, 2)))
    to_damage(game)
    assert life(game) == (20, 18) and not alive(game, baloth)


def test_702_2b_deathtouch_any_damage_destroys() -> None:
    """702.2b, 704.5h: a creature dealt damage by a source with deathtouch is destroyed."""
    game = position(battlefield=(["Raging Goblin"], ["Leatherback Baloth"]))
    goblin, baloth = named(game, "Raging Goblin"), named(game, "Leatherback Baloth")
    grant(game, goblin, "Deathtouch")
    attack(game, goblin)
    block(game, (baloth, goblin))
    to_damage(game)
    assert not alive(game, baloth) and not alive(game, goblin)


def test_702_15b_lifelink_damage_also_gains_its_controller_that_much_life() -> None:
    """702.15b: damage dealt by a source with lifelink causes its controller to gain that much life."""
    game = position(battlefield=(["Hill Giant"], ["Grizzly Bears"]), life=(10, 20))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    grant(game, giant, "Lifelink")
    grant(game, bears, "Lifelink")
    attack(game, giant)
    block(game, (bears, giant))
    to_damage(game)
    assert life(game) == (13, 22)


def test_119_9_lifelink_damage_to_two_blockers_at_once_is_one_life_gain() -> None:
    """119.9, 702.15b, 510.2: a lifelink creature dealing combat damage to two blockers at the same time causes
    one life-gaining event of the total, so "whenever you gain life" triggers once."""
    game = position(battlefield=(["Leatherback Baloth"], ["Grizzly Bears", "Savannah Lions"]))
    baloth, bears, lions = (named(game, n) for n in ("Leatherback Baloth", "Grizzly Bears", "Savannah Lions"))
    grant(game, baloth, "Lifelink")
    attack(game, baloth)
    block(game, (bears, baloth), (lions, baloth))
    advance_to(game, Step.COMBAT_DAMAGE)
    choose(game, ((bears, 2), (lions, 2)))
    to_damage(game)
    assert [e.amount for e in events(game, "life_gained")] == [4]
    assert life(game) == (24, 20)


def test_510_1c_a_creature_blocked_by_two_divides_its_damage() -> None:
    """510.1c: a blocked creature assigns its combat damage, divided as its controller chooses, among the
    creatures blocking it."""
    game = position(battlefield=(["Leatherback Baloth"], ["Grizzly Bears", "Savannah Lions"]))
    baloth, bears, lions = (named(game, n) for n in ("Leatherback Baloth", "Grizzly Bears", "Savannah Lions"))
    attack(game, baloth)
    block(game, (bears, baloth), (lions, baloth))
    advance_to(game, Step.COMBAT_DAMAGE)
    d = game.decision
    assert d.kind is DecisionKind.DIVIDE and d.player == ANA
    assert all(sum(n for _, n in o) == 4 for o in d.options)
    assert all(t in (bears, lions) for o in d.options for t, _ in o)     # nothing to the player without trample
    choose(game, ((bears, 0), (lions, 4)))
    to_damage(game)
    assert alive(game, bears) and not alive(game, lions)
    assert obj(game, baloth).damage == 4 and alive(game, baloth)


def test_510_1c_only_a_legal_division_may_be_chosen() -> None:
    """510.1c: a division that isn't among the legal ones is illegal and changes nothing."""
    game = position(battlefield=(["Hill Giant"], ["Grizzly Bears", "Savannah Lions"]))
    giant, bears, lions = (named(game, n) for n in ("Hill Giant", "Grizzly Bears", "Savannah Lions"))
    attack(game, giant)
    block(game, (bears, giant), (lions, giant))
    advance_to(game, Step.COMBAT_DAMAGE)
    before = game.to_json()
    for wrong in (((bears, 3), (lions, 3)), ((bears, 1), (player_target(BO), 2))):
        with pytest.raises(IllegalActionError):
            game.apply(Choose(ANA, wrong))
        assert game.to_json() == before


def test_506_4_a_creature_removed_from_combat_deals_no_damage() -> None:
    """506.4, 510.1: a creature that left the battlefield before combat damage deals none."""
    game = position(battlefield=(["Hill Giant", "Grizzly Bears"], ["Island"]), hand=([], ["Unsummon"]))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    attack(game, giant, bears)
    pass_priority(game)
    cast(game, "Unsummon", giant)
    resolve(game)
    to_damage(game)
    assert life(game) == (20, 18)
    assert obj(game, named(game, "Hill Giant")).zone is Zone.HAND


def test_511_3_creatures_stop_attacking_when_combat_ends() -> None:
    """511.3: as the end of combat step ends, all creatures are removed from combat."""
    game = position(battlefield=(["Grizzly Bears"], []))
    attack(game, named(game, "Grizzly Bears"))
    advance_to(game, Step.MAIN2)
    assert game.state.combat is None


def test_702_4b_702_19e_double_strike_and_trample_after_the_blocker_died() -> None:
    """702.4b, 702.19e: a double striker with trample whose blocker died in the first combat damage step
    assigns all its regular combat damage to the player."""
    game = position(battlefield=(["Hill Giant"], ["Grizzly Bears"]))
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    grant(game, giant, "Double strike", "Trample")
    attack(game, giant)
    block(game, (bears, giant))
    advance_to(game, Step.COMBAT_DAMAGE)
    choose(game, ((bears, 2), (P1, 1)))
    to_damage(game)
    assert not alive(game, bears)
    assert life(game) == (20, 16)


def test_510_4_first_strikers_on_both_sides_deal_damage_only_in_the_first_step() -> None:
    """510.4: creatures with first strike deal combat damage in the first step only; nothing happens in the second."""
    game = position(battlefield=(["Hill Giant"], ["Kalonian Tusker"]))
    giant, tusker = named(game, "Hill Giant"), named(game, "Kalonian Tusker")
    grant(game, giant, "First strike")
    grant(game, tusker, "First strike")
    attack(game, giant)
    block(game, (tusker, giant))
    to_damage(game)
    assert not alive(game, giant) and not alive(game, tusker)
    assert [e.amount for e in events(game, "damage")] == [3, 3]


def test_302_6_a_creature_returned_from_the_graveyard_is_summoning_sick() -> None:
    """302.6, 400.7: a creature put onto the battlefield this turn (Zombify) can't attack this turn."""
    game = position(battlefield=(["Swamp"] * 4, []), hand=(["Zombify"], []), graveyard=(["Hill Giant"], []))
    cast(game, "Zombify", named(game, "Hill Giant"))
    resolve(game)
    giant = named(game, "Hill Giant")
    assert obj(game, giant).zone is Zone.BATTLEFIELD and obj(game, giant).sick
    assert attack_options(game) == []


def test_302_6_a_token_created_this_turn_is_summoning_sick() -> None:
    """302.6, 111.2: a creature token that entered this turn can't attack (it has no haste)."""
    from manastack.rules.zones import create_token

    game = position()
    fish = create_token(game.state, game.state.cards["Fish"], ANA)
    assert fish.sick and attack_options(game) == []
