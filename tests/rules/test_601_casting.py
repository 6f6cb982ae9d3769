"""CR 601: casting spells — the steps of 601.2 in order, target legality, costs, and illegal actions."""

from __future__ import annotations

import pytest

from helpers import (
    ANA,
    BO,
    P0,
    P1,
    cast,
    choose,
    events,
    grant,
    named,
    obj,
    pass_priority,
    position,
    priority_player,
)
from manastack.game import IllegalActionError
from manastack.types.actions import CastSpell, Choose, PlayLand
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def castable(game, name: str) -> bool:  # type: ignore[no-untyped-def]
    return any(isinstance(a, CastSpell) and obj(game, a.card).card == name for a in game.legal_actions())


def test_601_2a_the_card_moves_to_the_stack_first() -> None:
    """601.2a: to cast a spell, the player first moves the card to the stack; targets are chosen after."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Shock"], []))
    game.apply(CastSpell(ANA, named(game, "Shock")))
    assert game.decision.kind is DecisionKind.TARGET and game.decision.rule == "601.2c"
    assert obj(game, named(game, "Shock")).zone is Zone.STACK
    assert not obj(game, named(game, "Mountain")).tapped      # 601.2g–h: nothing paid yet


def test_601_2b_the_mode_is_chosen_before_targets() -> None:
    """601.2b–c: a modal spell's mode is announced first; the targets asked for are the chosen mode's."""
    game = position(battlefield=(["Plains"], ["Grizzly Bears"]), hand=(["Healing Salve"], []))
    game.apply(CastSpell(ANA, named(game, "Healing Salve")))
    assert game.decision.kind is DecisionKind.MODE
    choose(game, 0)                                    # "target player gains 3 life"
    assert game.decision.kind is DecisionKind.TARGET
    assert set(game.decision.options) == {P0, P1}      # players only: the creature is not a choice
    choose(game, P0)
    assert game.decision.kind is DecisionKind.PRIORITY
    assert obj(game, named(game, "Plains")).tapped


def test_601_2b_alternative_cost_is_announced_before_targets() -> None:
    """601.2b: the player announces an alternative cost (awaken) before choosing targets."""
    game = position(battlefield=(["Island"] * 9, []), hand=(["Part the Waterveil"], []))
    game.apply(CastSpell(ANA, named(game, "Part the Waterveil")))
    assert game.decision.kind is DecisionKind.ALTERNATIVE_COST
    assert set(game.decision.options) == {"mana_cost", "awaken"}
    choose(game, "awaken")
    assert game.decision.kind is DecisionKind.TARGET       # 702.113b: the land to awaken


def test_601_2c_only_legal_targets_are_offered() -> None:
    """601.2c, 115.1: a target must fit the spell's description: Essence Scatter only a creature spell,
    Negate only a noncreature spell."""
    game = position(battlefield=(["Island", "Island", "Island", "Island"], ["Forest", "Forest", "Mountain"]),
                    hand=(["Essence Scatter", "Negate"], ["Grizzly Bears", "Shock"]), active=BO)
    bears = cast(game, "Grizzly Bears")
    shock = cast(game, "Shock", P0)
    pass_priority(game)
    game.apply(CastSpell(ANA, named(game, "Essence Scatter")))
    assert game.decision.options == (bears,)
    game = position(battlefield=(["Island", "Island", "Island", "Island"], ["Forest", "Forest", "Mountain"]),
                    hand=(["Essence Scatter", "Negate"], ["Grizzly Bears", "Shock"]), active=BO)
    bears = cast(game, "Grizzly Bears")
    shock = cast(game, "Shock", P0)
    pass_priority(game)
    game.apply(CastSpell(ANA, named(game, "Negate")))
    assert game.decision.options == (shock,)


def test_601_2c_a_spell_with_no_legal_target_cant_be_cast() -> None:
    """601.2c: a spell that needs a target can't be cast if there is none (Murder with no creatures)."""
    game = position(battlefield=(["Swamp", "Swamp", "Swamp"], []), hand=(["Murder"], []))
    assert not castable(game, "Murder")
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(ANA, named(game, "Murder")))
    assert game.to_json() == before


def test_601_2c_hexproof_stops_opponents_targeting_only() -> None:
    """702.11b: a permanent with hexproof can't be the target of spells its opponents control."""
    game = position(battlefield=(["Mountain", "Forest", "Grizzly Bears"], ["Kalonian Tusker"]),
                    hand=(["Shock", "Giant Growth"], []))
    tusker, bears = named(game, "Kalonian Tusker"), named(game, "Grizzly Bears")
    grant(game, tusker, "Hexproof")
    grant(game, bears, "Hexproof")
    game.apply(CastSpell(ANA, named(game, "Shock")))
    assert tusker not in game.decision.options and bears in game.decision.options


def test_601_2c_a_spell_cant_target_itself() -> None:
    """115.5: a spell or ability on the stack can't target itself (Counterspell with nothing else to counter)."""
    game = position(battlefield=(["Island", "Island"], []), hand=(["Counterspell"], []))
    assert not castable(game, "Counterspell")


def test_601_2f_g_h_the_cost_is_paid_by_activating_mana_abilities() -> None:
    """601.2g–h: the player activates mana abilities, then pays the total cost: lands become tapped."""
    game = position(battlefield=(["Swamp", "Swamp", "Swamp", "Forest"], ["Grizzly Bears"]), hand=(["Murder"], []))
    cast(game, "Murder", named(game, "Grizzly Bears"))
    swamps = [obj(game, o) for o in game.state.battlefield if obj(game, o).card == "Swamp"]
    assert all(s.tapped for s in swamps)
    assert not obj(game, named(game, "Forest")).tapped        # {1}{B}{B}: generic paid with a Swamp or Forest
    assert game.state.players[ANA].pool == [0] * 6
    kinds = [e.kind for e in game.events]
    assert kinds.index("paid") < kinds.index("cast")


def test_601_2h_mana_in_the_pool_is_used_before_tapping() -> None:
    """601.2g–h: mana already in the pool pays the cost; no land is tapped needlessly."""
    game = position(battlefield=(["Mountain"], []), hand=(["Shock"], []))
    game.state.players[ANA].pool[3] = 1
    cast(game, "Shock", P1)
    assert not obj(game, named(game, "Mountain")).tapped
    assert game.state.players[ANA].pool == [0] * 6


def test_601_2i_the_spell_becomes_cast() -> None:
    """601.2i: once costs are paid the spell becomes cast; it waits on the stack and its caster gets priority."""
    game = position(battlefield=(["Mountain"], []), hand=(["Shock"], []))
    spell = cast(game, "Shock", P1)
    assert game.state.stack == [spell]
    assert [e.rule for e in events(game, "cast")] == ["601.2i"]
    assert game.state.spells_cast == [ANA]
    assert priority_player(game) == ANA
    assert obj(game, spell).targets == ((P1,),)


def test_601_2_an_unaffordable_spell_is_not_offered_and_illegal() -> None:
    """601.2, 117.1: a spell whose cost can't be paid isn't a legal action; trying it changes nothing."""
    game = position(battlefield=(["Forest"], []), hand=(["Shock"], []))
    assert not castable(game, "Shock")
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(ANA, named(game, "Shock")))
    assert game.to_json() == before


def test_601_2c_choosing_an_illegal_target_is_illegal_and_changes_nothing() -> None:
    """601.2c: a choice that isn't one of the legal targets raises IllegalActionError; the game is unchanged."""
    game = position(battlefield=(["Forest", "Grizzly Bears"], ["Mountain"]), hand=(["Giant Growth"], []))
    game.apply(CastSpell(ANA, named(game, "Giant Growth")))
    before = game.to_json()
    for wrong in (Choose(ANA, named(game, "Mountain")), Choose(ANA, P1), Choose(BO, named(game, "Grizzly Bears")),
                  PlayLand(ANA, named(game, "Forest"))):
        with pytest.raises(IllegalActionError):
            game.apply(wrong)
        assert game.to_json() == before


def test_601_illegal_action_on_someone_elses_priority_changes_nothing() -> None:
    """117.1: a player without priority can't cast a spell, even an instant; the game is unchanged."""
    game = position(battlefield=([], ["Mountain"]), hand=([], ["Shock"]))
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(BO, named(game, "Shock")))
    assert game.to_json() == before
    pass_priority(game)
    assert castable(game, "Shock")


def test_601_3_instants_can_be_cast_on_an_opponents_turn_sorceries_cannot() -> None:
    """601.3, 307.1: an instant can be cast any time its controller has priority; a sorcery only at sorcery speed."""
    game = position(battlefield=([], ["Mountain", "Island", "Island", "Island"]), hand=([], ["Shock", "Divination"]))
    pass_priority(game)
    assert castable(game, "Shock") and not castable(game, "Divination")


def test_601_2c_a_spell_with_several_legal_targets_asks_which() -> None:
    """601.2c: the target is chosen by the caster among all legal choices, players included for "any target"."""
    game = position(battlefield=(["Mountain", "Grizzly Bears"], ["Hill Giant"]), hand=(["Shock"], []))
    game.apply(CastSpell(ANA, named(game, "Shock")))
    assert set(game.decision.options) == {P0, P1, named(game, "Grizzly Bears"), named(game, "Hill Giant")}


def test_115_3_the_same_object_cant_be_chosen_twice_for_one_target_word() -> None:
    """115.3, 601.2c: the same object can't be chosen more than once for one instance of the word "target"
    (Peerless Recycling with its gift promised: "return up to two target permanent cards")."""
    game = position(battlefield=(["Forest", "Forest"], []), hand=(["Peerless Recycling"], []),
                    graveyard=(["Grizzly Bears", "Hill Giant"], []))
    bears, giant = named(game, "Grizzly Bears"), named(game, "Hill Giant")
    game.apply(CastSpell(ANA, named(game, "Peerless Recycling")))
    choose(game, BO)                                    # promise the gift
    assert set(game.decision.options) >= {bears, giant}
    choose(game, bears)
    assert bears not in game.decision.options and giant in game.decision.options


def test_115_3_new_targets_for_a_copy_cant_repeat_an_object() -> None:
    """707.10c, 115.3: choosing new targets for a copy follows the targeting rules: one object at most once per
    "target" (else Peerless Recycling's copy returns the same card twice)."""
    game = position(battlefield=(["Forest", "Forest"], ["Mountain", "Mountain"]), hand=(["Peerless Recycling"],
                    ["Reverberate"]), graveyard=(["Grizzly Bears", "Hill Giant"], ["Savannah Lions", "Wind Drake"]))
    spell = named(game, "Peerless Recycling")
    cast(game, spell, named(game, "Grizzly Bears"), named(game, "Hill Giant"), choices=(BO,))
    pass_priority(game)
    cast(game, "Reverberate", game.state.stack[-1])
    pass_priority(game)
    pass_priority(game)                                  # Reverberate resolves: new targets for the copy?
    choose(game, "yes")
    lions = named(game, "Savannah Lions")
    choose(game, lions)
    assert lions not in game.decision.options
