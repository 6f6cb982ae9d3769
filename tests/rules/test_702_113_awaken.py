"""CR 702.113 Awaken: one test per sentence of the rule (seed 004, Spanish CR), then one test per awaken card
in ``cards/data/awaken.yaml``.

Positions are set up directly with ``tests/helpers.py``: Ana is active in her precombat main phase; mana is
put straight into pools so that lands stay untapped (they are the awaken targets).
"""

from __future__ import annotations

from helpers import (
    ANA,
    BO,
    P1,
    activate,
    add_mana,
    advance_to,
    attack,
    block,
    cast,
    choose,
    events,
    ids,
    life,
    named,
    obj,
    pass_priority,
    play_land,
    position,
    pt,
    resolve,
    zone_of,
)
from manastack.cards.pool import CardPool
from manastack.rules.casting import cost_options
from manastack.rules.combat import can_attack
from manastack.rules.continuous import end_turn_effects
from manastack.rules.mana import mana_abilities, sources
from manastack.rules.turns import _untap_step
from manastack.rules.zones import move
from manastack.types.actions import ActivateAbility, CastSpell, Choose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import CardType, Color, Step, Zone

AWAKEN = ["awaken"]
MANA_COST = ["mana_cost"]


def _types(game, oid):  # type: ignore[no-untyped-def]
    c = game.characteristics(oid)
    return c.types, c.subtypes, c.keywords


# -- 702.113a ---------------------------------------------------------------------------------------
def test_702_113a_awaken_is_an_alternative_cost_paid_instead_of_the_mana_cost() -> None:
    """702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than this spell's mana cost as you cast
    it"; casting with awaken follows the rules for alternative costs (601.2b, 601.2f–h): the awaken cost is
    the whole cost, the mana cost isn't paid as well."""
    game = position(battlefield=(["Forest"], []), hand=(["Coastal Discovery"], []))
    add_mana(game, ANA, "UUUUUU")                      # {5}{U}: the awaken cost, not {3}{U} + {5}{U}
    game.apply(CastSpell(ANA, named(game, "Coastal Discovery")))
    d = game.decision
    assert d.kind is DecisionKind.ALTERNATIVE_COST and d.options == ("mana_cost", "awaken")
    choose(game, "awaken")
    choose(game, named(game, "Forest"))
    assert game.state.players[ANA].pool == [0] * 6
    assert not obj(game, named(game, "Forest")).tapped
    assert [e.get("cost") for e in events(game, "paid")] == ["{5}{U}"]
    resolve(game)
    assert len(game.state.players[ANA].hand) == 2


def test_702_113a_the_mana_cost_can_still_be_paid_instead() -> None:
    """702.113a: awaken is optional ("you may"): paying the mana cost casts the spell without awaken."""
    game = position(battlefield=(["Forest"], []), hand=(["Coastal Discovery"], []))
    add_mana(game, ANA, "UUUUUU")
    cast(game, "Coastal Discovery", choices=MANA_COST)
    assert game.state.players[ANA].pool == [0, 2, 0, 0, 0, 0]
    resolve(game)
    assert len(game.state.players[ANA].hand) == 2
    assert not obj(game, named(game, "Forest")).counters


def test_702_113a_only_payable_costs_are_offered() -> None:
    """601.2b, 118.9: with mana only for the mana cost, the spell is cast for it (no awaken choice is asked)."""
    game = position(battlefield=(["Forest"], []), hand=(["Coastal Discovery"], []))
    add_mana(game, ANA, "UUUU")
    game.apply(CastSpell(ANA, named(game, "Coastal Discovery")))
    assert game.decision.kind is DecisionKind.PRIORITY
    assert not any(e.kind == "awaken_chosen" for e in game.events)


def test_702_113a_awaken_puts_n_counters_on_target_land_you_control() -> None:
    """702.113a: "If this spell's awaken cost was paid, put N +1/+1 counters on target land you control."
    Only Ana's lands can be chosen; Boiling Earth has awaken 4."""
    game = position(battlefield=(["Mountain", "Forest"], ["Mountain"]), hand=(["Boiling Earth"], []))
    add_mana(game, ANA, "RRRRRRR")
    game.apply(CastSpell(ANA, named(game, "Boiling Earth")))
    choose(game, "awaken")
    mine = ids(game, "Mountain", owner=ANA) + ids(game, "Forest")
    assert set(game.decision.options) == set(mine)
    choose(game, named(game, "Forest"))
    resolve(game)
    assert obj(game, named(game, "Forest")).counters == {"+1/+1": 4}


def test_702_113a_awakened_land_is_a_0_0_elemental_creature_with_haste_still_a_land() -> None:
    """702.113a: "That land becomes a 0/0 Elemental creature with haste. It's still a land." It keeps its land
    type and mana ability, its power and toughness come from the counters, haste lets it attack at once, and
    the change has no duration."""
    game = position(battlefield=([], []), hand=(["Forest", "Coastal Discovery"], []))
    play_land(game, "Forest")                          # it entered this turn
    forest = named(game, "Forest")
    add_mana(game, ANA, "UUUUUU")
    cast(game, "Coastal Discovery", forest, choices=AWAKEN)
    resolve(game)
    types, subtypes, keywords = _types(game, forest)
    assert types == {CardType.LAND, CardType.CREATURE}
    assert subtypes == {"Forest", "Elemental"}
    assert "Haste" in keywords
    assert pt(game, forest) == (4, 4)
    assert obj(game, forest).sick and can_attack(game.state, forest)
    assert any(s.permanent == forest for s in sources(game.state, ANA))   # {T}: Add {G} still works
    end_turn_effects(game.state)
    assert pt(game, forest) == (4, 4) and CardType.CREATURE in _types(game, forest)[0]


def test_702_113a_awakened_land_can_attack_the_turn_it_is_awakened() -> None:
    """702.113a: the Elemental has haste: it attacks and deals damage equal to its counters."""
    game = position(battlefield=(["Island", "Savannah Lions"], []), hand=(["Clutch of Currents"], []))
    add_mana(game, ANA, "UUUUU")
    island = named(game, "Island", Zone.BATTLEFIELD)
    cast(game, "Clutch of Currents", named(game, "Savannah Lions"), island, choices=AWAKEN)
    resolve(game)
    assert pt(game, island) == (3, 3)
    attack(game, island)
    advance_to(game, Step.END_COMBAT)
    assert life(game) == (20, 17)


# -- 702.113b ---------------------------------------------------------------------------------------
def test_702_113b_awaken_target_is_chosen_only_if_the_awaken_cost_was_paid() -> None:
    """702.113b: the spell's controller chooses the target of the awaken spell ability only if they chose to
    pay the awaken cost; otherwise the spell is cast as though it didn't have that target."""
    game = position(battlefield=(["Island"], ["Grizzly Bears"]), hand=(["Clutch of Currents"], []))
    add_mana(game, ANA, "UUUUU")
    game.apply(CastSpell(ANA, named(game, "Clutch of Currents")))
    choose(game, "mana_cost")
    assert game.decision.options == (named(game, "Grizzly Bears"),)   # the creature only, no land
    choose(game, named(game, "Grizzly Bears"))
    assert game.decision.kind is DecisionKind.PRIORITY
    spell = obj(game, game.state.stack[-1])
    assert spell.targets[0] == (named(game, "Grizzly Bears"),) and not any(spell.targets[1:])
    resolve(game)
    assert named(game, "Grizzly Bears", Zone.HAND) and not obj(game, named(game, "Island", Zone.BATTLEFIELD)).counters


def test_702_113b_cannot_be_cast_for_awaken_without_a_land_you_control() -> None:
    """702.113b, 601.2c: cast for awaken, the spell needs a legal target land you control; with none (Bo's
    land doesn't count) the awaken cost can't be chosen."""
    game = position(battlefield=([], ["Island"]), hand=(["Coastal Discovery"], []))
    add_mana(game, ANA, "UUUUUU")
    assert len(cost_options(game.state, ANA, CardPool.builtin()["Coastal Discovery"])) == 1   # the mana cost only
    game.apply(CastSpell(ANA, named(game, "Coastal Discovery")))
    assert game.decision.kind is DecisionKind.PRIORITY       # cast for its mana cost, no question
    assert game.state.players[ANA].pool == [0, 2, 0, 0, 0, 0]


def test_702_113b_the_spell_still_resolves_if_only_the_land_became_illegal() -> None:
    """608.2b with 702.113a: if the awakened land is gone but the spell's other target is legal, the spell
    resolves and does what it can."""
    game = position(battlefield=(["Island"], ["Grizzly Bears", "Strip Mine"]), hand=(["Clutch of Currents"], []))
    strip = named(game, "Strip Mine")
    add_mana(game, ANA, "UUUUU")
    island = named(game, "Island", Zone.BATTLEFIELD)
    cast(game, "Clutch of Currents", named(game, "Grizzly Bears"), island, choices=AWAKEN)
    pass_priority(game)
    activate(game, strip, 1, island)               # Bo destroys the land in response
    resolve(game)
    assert named(game, "Grizzly Bears", Zone.HAND)
    assert named(game, "Island", Zone.GRAVEYARD)


# -- the awaken cards -------------------------------------------------------------------------------
def test_card_boiling_earth() -> None:
    """Boiling Earth: 1 damage to each creature your opponents control."""
    game = position(battlefield=(["Savannah Lions"], ["Savannah Lions", "Grizzly Bears"]),
                    hand=(["Boiling Earth"], []))
    add_mana(game, ANA, "RR")
    cast(game, "Boiling Earth")
    resolve(game)
    assert ids(game, "Savannah Lions", Zone.BATTLEFIELD) == ids(game, "Savannah Lions", owner=ANA)
    assert obj(game, named(game, "Grizzly Bears")).damage == 1


def test_card_clutch_of_currents() -> None:
    """Clutch of Currents: return target creature to its owner's hand; awaken 3."""
    game = position(battlefield=(["Island"], ["Hill Giant"]), hand=(["Clutch of Currents"], []))
    add_mana(game, ANA, "UUUUU")
    island = named(game, "Island", Zone.BATTLEFIELD)
    cast(game, "Clutch of Currents", named(game, "Hill Giant"), island, choices=AWAKEN)
    resolve(game)
    assert named(game, "Hill Giant", Zone.HAND, BO)
    assert pt(game, island) == (3, 3)


def test_card_coastal_discovery() -> None:
    """Coastal Discovery: draw two cards."""
    game = position(hand=(["Coastal Discovery"], []))
    add_mana(game, ANA, "UUUU")
    cast(game, "Coastal Discovery")
    resolve(game)
    assert len(game.state.players[ANA].hand) == 2


def test_card_coastal_discovery_does_not_resolve_if_its_only_target_is_gone() -> None:
    """608.2b: cast for awaken, the land is Coastal Discovery's only target; if it's gone, the spell doesn't
    resolve (no cards are drawn)."""
    game = position(battlefield=(["Island"], []), hand=(["Coastal Discovery"], []))
    add_mana(game, ANA, "UUUUUU")
    island = named(game, "Island", Zone.BATTLEFIELD)
    cast(game, "Coastal Discovery", island, choices=AWAKEN)
    move(game.state, island, Zone.GRAVEYARD)      # the land leaves before the spell resolves
    resolve(game)
    assert events(game, "fizzle") and len(game.state.players[ANA].hand) == 0


def test_card_earthen_arms_on_the_awakened_land() -> None:
    """Earthen Arms: two +1/+1 counters on target permanent; with awaken on the same land, it is a 6/6."""
    game = position(battlefield=(["Forest"], []), hand=(["Earthen Arms"], []))
    add_mana(game, ANA, "GGGGGGG")
    forest = named(game, "Forest")
    cast(game, "Earthen Arms", forest, forest, choices=AWAKEN)
    resolve(game)
    assert obj(game, forest).counters == {"+1/+1": 6}
    assert pt(game, forest) == (6, 6)


def test_card_earthen_arms_on_a_creature() -> None:
    game = position(battlefield=(["Grizzly Bears"], []), hand=(["Earthen Arms"], []))
    add_mana(game, ANA, "GG")
    cast(game, "Earthen Arms", named(game, "Grizzly Bears"))
    resolve(game)
    assert pt(game, named(game, "Grizzly Bears")) == (4, 4)


def test_card_encircling_fissure_prevents_combat_damage_from_the_opponents_creatures() -> None:
    """Encircling Fissure: prevent all combat damage that would be dealt this turn by creatures target
    opponent controls — Bo's blocker deals none; Ana's attacker still deals its damage."""
    game = position(battlefield=(["Grizzly Bears", "Plains"], ["Hill Giant"]), hand=(["Encircling Fissure"], []))
    add_mana(game, ANA, "WWWWW")
    plains = named(game, "Plains")
    cast(game, "Encircling Fissure", P1, plains, choices=AWAKEN)
    resolve(game)
    assert pt(game, plains) == (2, 2)
    bears, giant = named(game, "Grizzly Bears"), named(game, "Hill Giant")
    attack(game, bears)
    block(game, (giant, bears))
    advance_to(game, Step.END_COMBAT)
    assert obj(game, bears).damage == 0 and obj(game, giant).damage == 2
    assert events(game, "prevented")


def test_card_encircling_fissure_does_not_prevent_its_controllers_damage_or_next_turn() -> None:
    """Encircling Fissure only affects creatures the target opponent controls, and only this turn."""
    game = position(battlefield=(["Grizzly Bears"], []), hand=(["Encircling Fissure"], []))
    add_mana(game, ANA, "WWW")
    cast(game, "Encircling Fissure", P1)
    resolve(game)
    attack(game, named(game, "Grizzly Bears"))
    advance_to(game, Step.END_COMBAT)
    assert life(game) == (20, 18)
    advance_to(game, Step.UPKEEP)
    assert not any(e.layer == "prevent_combat" for e in game.state.effects)


def test_card_mires_malice() -> None:
    """Mire's Malice: target opponent discards two cards."""
    game = position(hand=(["Mire's Malice"], ["Shock", "Opt", "Murder"]))
    add_mana(game, ANA, "BBBB")
    cast(game, "Mire's Malice", P1)
    resolve(game, named(game, "Shock"), named(game, "Murder"))
    assert [obj(game, o).card for o in game.state.players[BO].hand] == ["Opt"]
    assert sorted(obj(game, o).card for o in game.state.players[BO].graveyard) == ["Murder", "Shock"]


def test_card_ondu_rising_attackers_gain_lifelink_this_turn() -> None:
    """Ondu Rising: whenever a creature attacks this turn, it gains lifelink until end of turn — a delayed
    triggered ability (603.7) that triggers for each attacker, and stops when the turn ends."""
    game = position(battlefield=(["Grizzly Bears", "Savannah Lions", "Plains"], []), hand=(["Ondu Rising"], []))
    add_mana(game, ANA, "WWWWW")
    plains = named(game, "Plains")
    cast(game, "Ondu Rising", plains, choices=AWAKEN)
    resolve(game)
    attack(game, named(game, "Grizzly Bears"), named(game, "Savannah Lions"), plains)
    assert len(game.state.triggers) + len(game.state.ordering) + len(game.state.stack) >= 1
    advance_to(game, Step.END_COMBAT)
    assert life(game) == (20 + 2 + 2 + 4, 20 - 8)
    for oid in (named(game, "Grizzly Bears"), named(game, "Savannah Lions"), plains):
        assert "Lifelink" in game.characteristics(oid).keywords
    advance_to(game, Step.MAIN1, turn=game.state.turn_number + 2)   # Ana's next turn: it's over
    assert all(d.once for d in game.state.delayed)
    assert "Lifelink" not in game.characteristics(named(game, "Grizzly Bears")).keywords


def test_card_ondu_rising_the_trigger_uses_the_stack() -> None:
    """603.7, 603.3: the delayed ability goes on the stack once per attacking creature."""
    game = position(battlefield=(["Grizzly Bears", "Savannah Lions"], []), hand=(["Ondu Rising"], []))
    add_mana(game, ANA, "WW")
    cast(game, "Ondu Rising")
    resolve(game)
    attack(game, named(game, "Grizzly Bears"), named(game, "Savannah Lions"))
    assert len(events(game, "trigger")) == 2


def test_card_part_the_waterveil() -> None:
    """Part the Waterveil: take an extra turn after this one; exile Part the Waterveil; awaken 6."""
    game = position(battlefield=(["Island"], []), hand=(["Part the Waterveil"], []))
    add_mana(game, ANA, "UUUUUUUUU")
    island = named(game, "Island", Zone.BATTLEFIELD)
    cast(game, "Part the Waterveil", island, choices=AWAKEN)
    resolve(game)
    assert game.state.extra_turns == [ANA]
    assert named(game, "Part the Waterveil", Zone.EXILE)
    assert pt(game, island) == (6, 6)
    advance_to(game, Step.UPKEEP)
    assert game.state.active == ANA


def test_card_planar_outburst_spares_land_creatures() -> None:
    """Planar Outburst: destroy all nonland creatures — an awakened land survives."""
    game = position(battlefield=(["Forest", "Plains", "Grizzly Bears"], ["Hill Giant"]),
                    hand=(["Coastal Discovery", "Planar Outburst"], []))
    add_mana(game, ANA, "UUUUUU")
    forest = named(game, "Forest")
    cast(game, "Coastal Discovery", forest, choices=AWAKEN)
    resolve(game)
    add_mana(game, ANA, "WWWWWWWW")
    plains = named(game, "Plains")
    cast(game, "Planar Outburst", plains, choices=AWAKEN)
    resolve(game)
    assert not ids(game, "Grizzly Bears", Zone.BATTLEFIELD) and not ids(game, "Hill Giant", Zone.BATTLEFIELD)
    assert pt(game, forest) == (4, 4) and pt(game, plains) == (4, 4)


def test_card_rising_miasma_does_not_shrink_the_land_it_awakens() -> None:
    """Rising Miasma: all creatures get -2/-2 until end of turn; the land awakened afterwards wasn't a creature
    then, so it stays a 3/3 (611.2c)."""
    game = position(battlefield=(["Swamp", "Hill Giant"], ["Grizzly Bears"]), hand=(["Rising Miasma"], []))
    add_mana(game, ANA, "BBBBBBB")
    swamp = named(game, "Swamp")
    cast(game, "Rising Miasma", swamp, choices=AWAKEN)
    resolve(game)
    assert not ids(game, "Grizzly Bears", Zone.BATTLEFIELD)
    assert pt(game, named(game, "Hill Giant")) == (1, 1)
    assert pt(game, swamp) == (3, 3)


def test_card_roil_spout() -> None:
    """Roil Spout: put target creature on top of its owner's library."""
    game = position(battlefield=([], ["Hill Giant"]), hand=(["Roil Spout"], []))
    add_mana(game, ANA, "WUU")
    cast(game, "Roil Spout", named(game, "Hill Giant"))
    resolve(game)
    assert obj(game, game.state.players[BO].library[0]).card == "Hill Giant"


def test_card_ruinous_path() -> None:
    """Ruinous Path: destroy target creature or planeswalker (not an artifact)."""
    game = position(battlefield=([], ["Hill Giant", "Sol Ring"]), hand=(["Ruinous Path"], []))
    add_mana(game, ANA, "BBB")
    game.apply(CastSpell(ANA, named(game, "Ruinous Path")))
    assert game.decision.options == (named(game, "Hill Giant"),)
    choose(game, named(game, "Hill Giant"))
    resolve(game)
    assert named(game, "Hill Giant", Zone.GRAVEYARD)


def test_card_rush_of_ice_keeps_the_creature_tapped_for_one_untap_step() -> None:
    """Rush of Ice: tap target creature; it doesn't untap during its controller's next untap step (502.3) —
    but it does in the one after."""
    game = position(battlefield=([], ["Hill Giant"]), hand=(["Rush of Ice"], []))
    add_mana(game, ANA, "U")
    giant = named(game, "Hill Giant")
    cast(game, "Rush of Ice", giant)
    resolve(game)
    assert obj(game, giant).tapped
    advance_to(game, Step.UPKEEP)                 # Bo's turn: his untap step has passed
    assert game.state.active == BO and obj(game, giant).tapped
    assert events(game, "doesnt_untap")
    advance_to(game, Step.UPKEEP, turn=game.state.turn_number + 2)
    assert game.state.active == BO and not obj(game, giant).tapped


def test_card_rush_of_ice_effect_is_used_up_even_if_the_creature_was_untapped() -> None:
    """502.3: "its controller's next untap step" passes even if the creature got untapped meanwhile."""
    game = position(battlefield=([], ["Hill Giant"]), hand=(["Rush of Ice"], []))
    add_mana(game, ANA, "U")
    giant = named(game, "Hill Giant")
    cast(game, "Rush of Ice", giant)
    resolve(game)
    state = game.state
    obj(game, giant).tapped = False
    state.active = BO
    _untap_step(state)
    assert not any(e.layer == "skip_untap" for e in state.effects)
    obj(game, giant).tapped = True
    _untap_step(state)
    assert not obj(game, giant).tapped


def test_card_scatter_to_the_winds() -> None:
    """Scatter to the Winds: counter target spell (an instant; awaken 3 at instant speed)."""
    game = position(battlefield=([], ["Island"]), hand=(["Shock"], ["Scatter to the Winds"]))
    add_mana(game, ANA, "R")
    cast(game, "Shock", P1)
    pass_priority(game)
    add_mana(game, BO, "UUUUUU")
    island = named(game, "Island", Zone.BATTLEFIELD)
    cast(game, "Scatter to the Winds", game.state.stack[-1], island, choices=AWAKEN)
    resolve(game)
    assert named(game, "Shock", Zone.GRAVEYARD) and life(game) == (20, 20)
    assert pt(game, island) == (3, 3)


def test_card_sheer_drop_targets_only_tapped_creatures() -> None:
    """Sheer Drop: destroy target tapped creature."""
    game = position(battlefield=([], ["Hill Giant", "Grizzly Bears"]), hand=(["Sheer Drop"], []),
                    tapped=["Hill Giant"])
    add_mana(game, ANA, "WWW")
    game.apply(CastSpell(ANA, named(game, "Sheer Drop")))
    assert game.decision.options == (named(game, "Hill Giant"),)
    game.apply(Choose(ANA, named(game, "Hill Giant")))
    resolve(game)
    assert named(game, "Hill Giant", Zone.GRAVEYARD) and named(game, "Grizzly Bears", Zone.BATTLEFIELD)


# -- awaken support cards (cards/data/awaken_support.yaml) ------------------------------------------
def _halimar_trigger(game, *answers: object) -> None:  # type: ignore[no-untyped-def]
    """Cast Halimar Tidecaller (Ana has {2}{U} in her pool) and let it resolve; stop at its trigger's target."""
    add_mana(game, ANA, "UUU")
    cast(game, "Halimar Tidecaller")
    while game.decision.kind is DecisionKind.PRIORITY and game.state.context != "trigger_targets":
        pass_priority(game)


def test_card_halimar_tidecaller_returns_a_card_with_awaken_from_your_graveyard() -> None:
    """Halimar Tidecaller (603.6a, 115.1): when it enters, you may return target card with awaken from your
    graveyard to your hand — only Ana's awaken cards are legal targets (not Shock, not Bo's awaken card)."""
    game = position(hand=(["Halimar Tidecaller"], []),
                    graveyard=(["Coastal Discovery", "Shock"], ["Clutch of Currents"]))
    _halimar_trigger(game)
    assert game.decision.kind is DecisionKind.TARGET
    assert game.decision.options == (named(game, "Coastal Discovery"),)
    choose(game, named(game, "Coastal Discovery"))
    resolve(game, "yes")
    assert zone_of(game, "Coastal Discovery") is Zone.HAND
    assert zone_of(game, "Shock") is Zone.GRAVEYARD and zone_of(game, "Clutch of Currents") is Zone.GRAVEYARD


def test_card_halimar_tidecaller_the_return_is_optional() -> None:
    """603.5: "you may" is chosen as the ability resolves; declining leaves the card in the graveyard."""
    game = position(hand=(["Halimar Tidecaller"], []), graveyard=(["Coastal Discovery"], []))
    _halimar_trigger(game)
    choose(game, named(game, "Coastal Discovery"))
    resolve(game, "no")
    assert zone_of(game, "Coastal Discovery") is Zone.GRAVEYARD
    assert events(game, "declined")


def test_card_halimar_tidecaller_without_an_awaken_card_the_trigger_does_nothing() -> None:
    """603.3d: with no legal target the ability is removed from the stack; Halimar is still on the battlefield."""
    game = position(hand=(["Halimar Tidecaller"], []), graveyard=(["Shock"], ["Coastal Discovery"]))
    add_mana(game, ANA, "UUU")
    cast(game, "Halimar Tidecaller")
    resolve(game)
    assert not game.state.stack and game.decision.kind is DecisionKind.PRIORITY
    assert zone_of(game, "Shock") is Zone.GRAVEYARD and zone_of(game, "Coastal Discovery") is Zone.GRAVEYARD
    assert zone_of(game, "Halimar Tidecaller") is Zone.BATTLEFIELD


def test_card_halimar_tidecaller_returned_awaken_card_can_be_cast_again_and_the_land_flies() -> None:
    """Halimar's loop: get Coastal Discovery back, cast it with awaken; the awakened land is a land creature
    Ana controls, so Halimar's static ability gives it flying."""
    game = position(battlefield=(["Island"], []), hand=(["Halimar Tidecaller"], []),
                    graveyard=(["Coastal Discovery"], []))
    _halimar_trigger(game)
    choose(game, named(game, "Coastal Discovery"))
    resolve(game, "yes")
    add_mana(game, ANA, "UUUUUU")
    island = named(game, "Island", Zone.BATTLEFIELD)
    cast(game, "Coastal Discovery", island, choices=AWAKEN)
    resolve(game)
    assert pt(game, island) == (4, 4) and "Flying" in game.characteristics(island).keywords


def _kill_cyclone_sire(game, *answers: object) -> None:  # type: ignore[no-untyped-def]
    """Ana murders her own Cyclone Sire; the dies trigger (603.6c, 700.4) targets ``answers[0]``."""
    add_mana(game, ANA, "BBB")
    cast(game, "Murder", named(game, "Cyclone Sire"))
    while game.decision.kind is DecisionKind.PRIORITY and game.state.context != "trigger_targets":
        pass_priority(game)


def test_card_cyclone_sire_dies_and_awakens_a_land() -> None:
    """Cyclone Sire: when it dies, you may put three +1/+1 counters on target land you control; that land
    becomes a 0/0 Elemental creature with haste that's still a land (the same effect as awaken 3, 702.113a)."""
    game = position(battlefield=(["Cyclone Sire", "Forest"], ["Plains"]), hand=(["Murder"], []))
    forest = named(game, "Forest")
    _kill_cyclone_sire(game)
    assert game.decision.options == (forest,)           # only a land Ana controls
    choose(game, forest)
    resolve(game, "yes")
    assert zone_of(game, "Cyclone Sire") is Zone.GRAVEYARD
    c = game.characteristics(forest)
    assert obj(game, forest).counters == {"+1/+1": 3} and pt(game, forest) == (3, 3)
    assert c.types == {CardType.LAND, CardType.CREATURE} and c.subtypes == {"Forest", "Elemental"}
    assert "Haste" in c.keywords
    assert events(game, "awaken")[-1].rule == "613.1d"      # not the awaken keyword: the type-changing rule
    advance_to(game, Step.MAIN1, turn=game.state.turn_number + 2)
    assert game.characteristics(forest).is_creature and pt(game, forest) == (3, 3)


def test_card_cyclone_sire_the_awakening_is_optional() -> None:
    """603.5: Ana may decline; then no counters, and the land doesn't become a creature ("if you do")."""
    game = position(battlefield=(["Cyclone Sire", "Forest"], []), hand=(["Murder"], []))
    forest = named(game, "Forest")
    _kill_cyclone_sire(game)
    choose(game, forest)
    resolve(game, "no")
    assert not obj(game, forest).counters and not game.characteristics(forest).is_creature


def test_card_cyclone_sire_flies() -> None:
    game = position(battlefield=(["Cyclone Sire"], []))
    assert "Flying" in game.characteristics(named(game, "Cyclone Sire")).keywords
    assert pt(game, named(game, "Cyclone Sire")) == (3, 4)


def test_card_shambling_vent_enters_tapped() -> None:
    """614.1c: "enters tapped" is a replacement effect: the Vent is tapped as it enters (no untapped moment), so
    it can't tap for mana the turn it's played."""
    game = position(hand=(["Shambling Vent"], []))
    play_land(game, "Shambling Vent")
    vent = named(game, "Shambling Vent")
    assert obj(game, vent).tapped
    assert [e.rule for e in events(game, "replaced")] == ["614.1c"]
    assert not sources(game.state, ANA)
    advance_to(game, Step.UPKEEP, turn=game.state.turn_number + 2)
    assert not obj(game, vent).tapped                   # it untaps normally (502.3)


def test_card_shambling_vent_taps_for_white_or_black() -> None:
    """106.1b, 605.3a: the mana ability adds {W} or {B}; activated by hand, it asks which."""
    game = position(battlefield=(["Shambling Vent"], []))
    game.state.auto_mana = False
    vent = named(game, "Shambling Vent")
    game.apply(ActivateAbility(ANA, vent, 1))
    assert game.decision.kind is DecisionKind.CHOOSE_COLOR
    assert game.decision.options == ((vent, 1, "B"), (vent, 1, "W"))
    choose(game, (vent, 1, "B"))
    assert game.state.players[ANA].pool == [0, 0, 1, 0, 0, 0] and obj(game, vent).tapped


def test_card_shambling_vent_becomes_a_2_3_lifelink_creature_until_end_of_turn() -> None:
    """Shambling Vent's {1}{W}{B}: until end of turn a 2/3 white and black Elemental creature with lifelink,
    still a land (613.1d–f, 613.4b); it can attack (under Ana's control since the turn began, 302.6), Ana gains
    2 life (702.15b); after cleanup it is an ordinary land again (514.2)."""
    game = position(battlefield=(["Shambling Vent"], []))
    vent = named(game, "Shambling Vent")
    add_mana(game, ANA, "WWB")
    activate(game, vent, 2)
    resolve(game)
    c = game.characteristics(vent)
    assert pt(game, vent) == (2, 3) and c.types == {CardType.LAND, CardType.CREATURE}
    assert c.subtypes == {"Elemental"} and c.colors == {Color.WHITE, Color.BLACK} and "Lifelink" in c.keywords
    assert [e.rule for e in events(game, "become")] == ["613.1d"]
    attack(game, vent)
    advance_to(game, Step.END_COMBAT)
    assert life(game) == (22, 18)
    advance_to(game, Step.UPKEEP)
    c = game.characteristics(vent)
    assert not c.is_creature and c.power is None and c.colors == frozenset() and "Lifelink" not in c.keywords


def test_card_chromatic_lantern_taps_for_any_color_and_grants_it_to_your_lands() -> None:
    """Chromatic Lantern: its own {T}: add one mana of any color; lands Ana controls have that ability too
    (613.1f); Bo's lands don't; once the Lantern leaves, the granted ability is gone (611.3a)."""
    game = position(battlefield=(["Chromatic Lantern", "Forest"], ["Island"]))
    lantern, forest = named(game, "Chromatic Lantern"), named(game, "Forest")
    bo_island = named(game, "Island", Zone.BATTLEFIELD, BO)
    assert [a.add for _, a in mana_abilities(game.state, lantern)] == ["any"]
    assert [a.add for _, a in mana_abilities(game.state, forest)] == ["G", "any"]
    assert [a.add for _, a in mana_abilities(game.state, bo_island)] == ["U"]
    move(game.state, lantern, Zone.GRAVEYARD)
    assert [a.add for _, a in mana_abilities(game.state, forest)] == ["G"]


def test_card_chromatic_lantern_pays_a_double_colored_cost_from_off_color_lands() -> None:
    """601.2g: four Forests and the Lantern pay {3}{W}{W} for Serra Angel: the solver uses the granted
    abilities for the white mana."""
    game = position(battlefield=(["Chromatic Lantern", "Forest", "Forest", "Forest", "Forest"], []),
                    hand=(["Serra Angel"], []))
    cast(game, "Serra Angel")
    resolve(game)
    assert zone_of(game, "Serra Angel") is Zone.BATTLEFIELD
    assert all(obj(game, o).tapped for o in ids(game, "Forest") + ids(game, "Chromatic Lantern"))


def test_card_awaken_support_rules_text_is_rendered_by_the_engine() -> None:
    """Architecture §4: rules text comes from the definitions (no Oracle text is stored)."""
    from manastack.cards.render import rules_text

    card = CardPool.builtin().__getitem__
    assert "Land creatures you control have flying." in rules_text(card("Halimar Tidecaller"))
    assert "{T}: Add {W} or {B}." in rules_text(card("Shambling Vent"))
    assert "This enters tapped." in rules_text(card("Shambling Vent"))
    assert 'Lands you control have "{T}: Add one mana of any color."' in rules_text(card("Chromatic Lantern"))
    assert "0/0 Elemental creature with haste" in rules_text(card("Cyclone Sire"))


def test_702_113a_awaken_is_one_keyword_module():
    """702.113a: the ``awaken:`` field (its model, text and alternative cost) and 702.113b's target that exists
    only if the awaken cost was paid are declared by ``rules.keywords.awaken`` alone."""
    from manastack.cards.render import rules_text
    from manastack.rules.abilities import spell_body
    from manastack.rules.keywords import awaken
    from manastack.rules.keywords.registry import alternatives

    path = CardPool.builtin()["Ruinous Path"]
    spec = path.keyword("awaken")
    assert isinstance(spec, awaken.AwakenSpec) and spec.n == 4
    assert rules_text(path).splitlines()[-1] == f"Awaken 4—{spec.cost.render()}"
    ((alternative, _),) = alternatives(path)
    assert alternative.way == "awaken" and alternative.cost(spec) == spec.cost
    assert spell_body(path, ()).targets[-1] is awaken.AWAKEN_TARGET and awaken.AWAKEN_TARGET.when == "awaken"
