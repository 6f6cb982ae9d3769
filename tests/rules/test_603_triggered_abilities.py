"""CR 603: handling triggered abilities — each test names the rule sentence it checks."""

from __future__ import annotations

from helpers import (
    ANA,
    BO,
    P0,
    P1,
    advance_to,
    attack,
    cast,
    choose,
    events,
    life,
    named,
    obj,
    pass_priority,
    pool_with,
    position,
    resolve,
    resolve_top,
)
from manastack.rules.sba import lose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone

HERALD = pool_with("""
Mourning Herald:
  cost: "{1}{B}"
  types: [Creature]
  subtypes: [Spirit]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: loses_game, who: opponent}
      effects: [{do: gain_life, amount: 5}]
""")


def pass_both(game):
    """Both players pass once: the top of the stack resolves (CR 117.4), and nothing more."""
    pass_priority(game)
    pass_priority(game)


def test_603_1_a_triggered_ability_has_a_trigger_event_and_an_effect():
    """603.1: "When/Whenever/At [trigger event], [effect]" — Blood Artist's ability waits for a death."""
    game = position(battlefield=(["Blood Artist", "Swamp", "Swamp", "Swamp"], ["Grizzly Bears"]),
                    hand=(["Murder"], []))
    cast(game, "Murder", named(game, "Grizzly Bears"))
    resolve_top(game)
    assert [e.rule for e in events(game, "triggered")] == ["603.2"]


def test_603_2_an_ability_triggers_when_its_event_happens_even_during_resolution():
    """603.2: whenever a game event matches a trigger event, the ability triggers — here during Wrath's
    resolution, and it is put on the stack afterwards (603.3)."""
    game = position(battlefield=(["Blood Artist", "Plains", "Plains", "Plains", "Plains"], ["Grizzly Bears"]),
                    hand=(["Wrath of God"], []))
    cast(game, "Wrath of God")
    resolve_top(game)
    assert game.decision.kind in (DecisionKind.TARGET, DecisionKind.TRIGGER_ORDER)


def test_603_2b_at_the_beginning_of_a_step_triggers_as_the_step_begins():
    """603.2b: "at the beginning of your upkeep" triggers as the upkeep begins."""
    game = position(battlefield=(["Felidar Sovereign"], []), life=(40, 20), step=Step.END, active=BO)
    advance_to(game, Step.UPKEEP)
    assert game.state.active == ANA and len(game.state.stack) == 1


def test_603_2c_an_ability_triggers_once_for_each_time_its_event_happens():
    """603.2c: Wrath destroying two creatures besides Blood Artist makes it trigger three times."""
    game = position(battlefield=(["Blood Artist", "Plains", "Plains", "Plains", "Plains"],
                                 ["Grizzly Bears", "Hill Giant"]), hand=(["Wrath of God"], []))
    cast(game, "Wrath of God")
    resolve_top(game)
    triggered = events(game, "triggered")
    assert len(triggered) == 3


def test_603_3a_put_on_the_stack_the_next_time_a_player_would_receive_priority():
    """603.3a: the ability waits until a player would receive priority, then its controller puts it on
    the stack."""
    game = position(battlefield=(["Blood Artist", "Swamp", "Swamp", "Swamp"], ["Grizzly Bears"]),
                    hand=(["Murder"], []))
    cast(game, "Murder", named(game, "Grizzly Bears"))
    resolve_top(game)
    choose(game, P1)   # its target, chosen as it goes on the stack (603.3d)
    ability = obj(game, game.state.stack[-1])
    assert ability.is_ability and ability.controller == ANA
    resolve(game)
    assert life(game) == (21, 19)


def test_603_3b_apnap_active_player_first_so_their_triggers_resolve_last():
    """603.3b: the active player puts their triggers on the stack first, then the nonactive player; the
    last one put on the stack resolves first."""
    game = position(battlefield=(["Blood Artist", "Swamp", "Swamp", "Swamp"], ["Blood Artist", "Grizzly Bears"]),
                    hand=(["Murder"], []))
    cast(game, "Murder", named(game, "Grizzly Bears"))
    resolve_top(game)
    choose(game, P1)           # Ana's Blood Artist, first on the stack
    choose(game, P0)           # Bo's, on top
    bottom, top = (obj(game, o) for o in game.state.stack)
    assert (bottom.controller, top.controller) == (ANA, BO)


def test_603_3b_a_player_orders_their_own_simultaneous_triggers():
    """603.3b: a player with several different triggers at once chooses their order (a decision)."""
    game = position(battlefield=(["Blood Artist", "Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"],
                                 []), graveyard=(["Gray Merchant of Asphodel"], []), hand=(["Zombify"], []))
    cast(game, "Zombify", named(game, "Gray Merchant of Asphodel"))
    pass_both(game)
    assert len(game.state.stack) == 1 and not game.state.triggers   # one trigger: nothing to order
    game = position(battlefield=(["Blood Artist", "Blood Artist", "Grizzly Bears", "Swamp", "Swamp", "Swamp"], []),
                    hand=(["Murder"], []))
    cast(game, "Murder", named(game, "Grizzly Bears"))
    pass_both(game)       # both Blood Artists trigger: the same ability, but of two sources
    assert game.decision.kind is DecisionKind.TRIGGER_ORDER and game.decision.player == ANA
    assert game.decision.rule == "603.3b"


def test_603_3d_no_legal_target_means_the_ability_is_removed():
    """603.3d: if a triggered ability needs a target and none can be chosen, it is removed from the stack."""
    game = position(battlefield=(["Blood Artist", "Leyline of Sanctity", "Swamp", "Swamp", "Swamp"],
                                 ["Grizzly Bears", "Leyline of Sanctity"]), hand=(["Murder"], []))
    cast(game, "Murder", named(game, "Grizzly Bears"))
    resolve_top(game)
    # Ana can still target herself (hexproof stops only opponents, 702.11d)
    assert game.decision.kind is DecisionKind.TARGET and game.decision.options == (P0,)


def test_603_4_intervening_if_checked_on_trigger():
    """603.4: with 39 life Felidar Sovereign's upkeep ability doesn't trigger at all."""
    game = position(battlefield=(["Felidar Sovereign"], []), life=(39, 20), step=Step.END, active=BO)
    advance_to(game, Step.UPKEEP)
    assert not game.state.stack and not events(game, "triggered")


def test_603_4_intervening_if_checked_again_on_resolution():
    """603.4: if the condition is false when the ability resolves, it does nothing."""
    game = position(battlefield=(["Felidar Sovereign"], ["Mountain"]), hand=([], ["Lightning Bolt"]),
                    life=(40, 20), step=Step.END, active=BO)
    advance_to(game, Step.UPKEEP)
    pass_priority(game)        # Ana passes; Bo responds
    cast(game, "Lightning Bolt", P0)
    resolve(game)
    assert events(game, "if_false") and not game.is_over()


def test_603_4_intervening_if_true_both_times_wins():
    """603.4 with Felidar Sovereign at 40 life: the ability resolves and Ana wins (104.2b)."""
    game = position(battlefield=(["Felidar Sovereign"], []), life=(40, 20), step=Step.END, active=BO)
    advance_to(game, Step.UPKEEP)
    resolve(game)
    assert game.outcome().winner == ANA


def test_603_5_may_is_chosen_on_resolution_and_the_ability_uses_the_stack_anyway():
    """603.5: an optional ability goes on the stack regardless; "you may" is decided as it resolves."""
    game = position(battlefield=(["Grizzly Bears", "Mountain", "Mountain", "Mountain", "Mountain"], []),
                    hand=(["Heart-Piercer Manticore"], []))
    cast(game, "Heart-Piercer Manticore")
    pass_both(game)                      # the creature enters; its ability triggers
    assert len(game.state.stack) == 1    # on the stack before anyone chose anything
    pass_both(game)
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.rule == "118.12"
    choose(game, "no")
    assert named(game, "Grizzly Bears", Zone.BATTLEFIELD)


def test_603_6a_enters_the_battlefield_abilities_trigger_when_it_enters():
    """603.6a: Gray Merchant's enters ability triggers: devotion to black is 2 (its own {B}{B})."""
    game = position(battlefield=(["Swamp"] * 5, []), hand=(["Gray Merchant of Asphodel"], []))
    cast(game, "Gray Merchant of Asphodel")
    resolve(game)
    assert life(game) == (22, 18)


def test_603_6c_and_603_10a_leaves_the_battlefield_abilities_look_back_in_time():
    """603.10a: Blood Artist destroyed with the other creatures sees them all die, itself included."""
    game = position(battlefield=(["Blood Artist", "Plains", "Plains", "Plains", "Plains"],
                                 ["Grizzly Bears", "Hill Giant"]), hand=(["Wrath of God"], []))
    cast(game, "Wrath of God")
    resolve_top(game)
    for _ in range(3):
        while game.decision.kind is DecisionKind.TRIGGER_ORDER:
            choose(game, 0)
        choose(game, P1)
    resolve(game)
    assert life(game) == (23, 17)


def test_603_7_delayed_triggered_ability_created_by_a_resolving_spell():
    """603.7a, 603.7c: Ondu Rising makes "whenever a creature attacks this turn, it gains lifelink";
    it triggers for each attacker this turn only."""
    game = position(battlefield=(["Plains", "Plains", "Grizzly Bears"], []), hand=(["Ondu Rising"], []))
    cast(game, "Ondu Rising")
    resolve(game)
    assert game.state.delayed
    attack(game, named(game, "Grizzly Bears"))
    resolve(game)
    assert "Lifelink" in game.characteristics(named(game, "Grizzly Bears")).keywords


def test_603_8_state_trigger_triggers_once_until_it_leaves_the_stack():
    """603.8: Emperor Crocodile's "when you control no other creatures" triggers once, not again while its
    ability is on the stack."""
    game = position(battlefield=(["Emperor Crocodile", "Grizzly Bears", "Swamp", "Swamp", "Swamp"], []),
                    hand=(["Murder"], []))
    cast(game, "Murder", named(game, "Grizzly Bears"))
    pass_both(game)
    assert len(game.state.stack) == 1
    pass_priority(game)
    assert len(game.state.stack) == 1      # Bo got priority: no second trigger
    pass_priority(game)
    assert named(game, "Emperor Crocodile", Zone.GRAVEYARD)


def test_603_9_when_a_player_loses_triggers():
    """603.9: abilities that trigger when a player loses the game trigger even as that player leaves."""
    game = position(battlefield=(["Mourning Herald"], []), cards=HERALD)
    lose(game.state, BO, "704.5a", "test")
    assert [t.source_name for t in game.state.triggers] == ["Mourning Herald"]


def test_603_12_reflexive_trigger_when_you_do():
    """603.12: Heart-Piercer Manticore — "you may sacrifice another creature. When you do, …" — the
    reflexive ability triggers only if the choice is made, and its target is chosen as it goes on the
    stack."""
    game = position(battlefield=(["Hill Giant", "Mountain", "Mountain", "Mountain", "Mountain"], []),
                    hand=(["Heart-Piercer Manticore"], []))
    cast(game, "Heart-Piercer Manticore")
    pass_both(game)
    pass_both(game)
    choose(game, "yes")
    choose(game, named(game, "Hill Giant"))   # the creature to sacrifice
    assert game.decision.kind is DecisionKind.TARGET and game.decision.rule == "603.3d"
    choose(game, P1)
    resolve(game)
    assert life(game) == (20, 17)   # the sacrificed Hill Giant's power, by last known information
