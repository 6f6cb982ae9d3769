"""CR 613 with CR 702.113: an awakened land through the layer system, and with the awaken support cards
(``cards/data/awaken_support.yaml``).

702.113a: the land "becomes a 0/0 Elemental creature with haste. It's still a land." That is a type-changing
effect that adds types (layer 4, 613.1d, 205.1b), an ability-adding effect (layer 6, 613.1f) and an effect
setting base power and toughness (layer 7b, 613.4b), with no duration; the +1/+1 counters apply in layer 7c
(613.4c). Everything else about the land (name, supertypes, land type, mana ability, color) is untouched.
Within a layer, effects apply in timestamp order (613.7): a later "becomes" sets the base P/T over an earlier one.
"""

from __future__ import annotations

from helpers import (
    ANA,
    BO,
    P0,
    activate,
    add_mana,
    advance_to,
    attack,
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
)
from manastack.rules.combat import can_attack
from manastack.rules.mana import GRANTED_BASE, activate_mana, can_pay, find_payment, mana_abilities, sources
from manastack.rules.zones import move
from manastack.types.actions import ActivateAbility
from manastack.types.decisions import DecisionKind
from manastack.types.enums import CardType, Color, Step, Zone
from manastack.types.mana import ManaCost

AWAKEN = ["awaken"]


def awaken(game, land: int, spell: str = "Coastal Discovery", mana: str = "UUUUUU") -> None:  # type: ignore[no-untyped-def]
    """Ana casts an awaken spell for its awaken cost on ``land`` (mana straight into her pool) and it resolves."""
    add_mana(game, ANA, mana)
    cast(game, spell, land, choices=AWAKEN)
    resolve(game)


def animate_vent(game, vent: int) -> None:  # type: ignore[no-untyped-def]
    """Ana activates Shambling Vent's {1}{W}{B} ability and it resolves."""
    add_mana(game, ANA, "WWB")
    activate(game, vent, 2)
    resolve(game)


# -- what awaken changes, layer by layer ------------------------------------------------------------
def test_613_awakened_land_keeps_name_supertypes_land_type_and_mana_ability() -> None:
    """613.1d, 205.1b: the awaken effect *adds* Creature and Elemental; the land keeps its name, its Basic
    supertype, its land type Forest and its intrinsic mana ability (305.6)."""
    game = position(battlefield=(["Forest"], []), hand=(["Coastal Discovery"], []))
    forest = named(game, "Forest")
    awaken(game, forest)
    c = game.characteristics(forest)
    assert c.name == "Forest"
    assert c.types == {CardType.LAND, CardType.CREATURE}
    assert c.subtypes == {"Forest", "Elemental"}
    assert c.supertypes == {"Basic"}
    assert [(i, a.add) for i, a in mana_abilities(game.state, forest)] == [(0, "G")]


def test_613_awakened_land_has_haste_base_0_0_plus_counters_and_is_colorless() -> None:
    """613.1f: haste in layer 6; 613.4b: base 0/0 in layer 7b; 613.4c: four +1/+1 counters in 7c make it 4/4;
    no color-changing effect, so it stays colorless like the land (105.2c)."""
    game = position(battlefield=(["Island"], []), hand=(["Coastal Discovery"], []))
    island = named(game, "Island", Zone.BATTLEFIELD)
    awaken(game, island)
    c = game.characteristics(island)
    assert "Haste" in c.keywords
    assert obj(game, island).counters == {"+1/+1": 4}
    assert pt(game, island) == (4, 4)
    assert c.colors == frozenset()
    layers = sorted(e.layer for e in game.state.effects if island in e.affected)
    assert layers == ["4", "6", "7b"]
    assert all(e.duration == "permanent" for e in game.state.effects if island in e.affected)


def test_613_awaken_has_no_duration_the_land_is_still_a_creature_next_turn() -> None:
    """702.113a, 611.2a: the effect states no duration, so it lasts as long as the land is on the battlefield:
    cleanup (514.2) doesn't end it, and in Ana's next turn the land is still a 4/4 Elemental creature."""
    game = position(battlefield=(["Island"], []), hand=(["Coastal Discovery"], []))
    island = named(game, "Island", Zone.BATTLEFIELD)
    awaken(game, island)
    advance_to(game, Step.MAIN1, turn=game.state.turn_number + 2)
    assert game.state.active == ANA
    c = game.characteristics(island)
    assert c.is_creature and "Elemental" in c.subtypes and "Haste" in c.keywords
    assert pt(game, island) == (4, 4)


def test_613_the_awaken_effect_ends_when_the_land_leaves_the_battlefield() -> None:
    """400.7: back on the battlefield, the land is a new object that no effect refers to: a plain land."""
    game = position(battlefield=(["Island"], []), hand=(["Coastal Discovery"], []))
    island = named(game, "Island", Zone.BATTLEFIELD)
    awaken(game, island)
    back = move(game.state, island, Zone.BATTLEFIELD)
    assert back is not None
    c = game.characteristics(back.id)
    assert not c.is_creature and c.power is None and not obj(game, back.id).counters


# -- timestamps: Shambling Vent and awaken ----------------------------------------------------------
def test_613_7_vent_awakened_then_animated_is_2_plus_n_3_plus_n() -> None:
    """613.4b, 613.7: awakened (0/0 base) then animated (2/3 base, a later timestamp): the later effect sets the
    base P/T, then the three counters apply (7c): 5/6. Layer 5 makes it white and black; layer 6 gives it
    lifelink besides haste. At end of turn the animation ends and the awakened 0/0 base shows again: 3/3."""
    game = position(battlefield=(["Shambling Vent"], []), hand=(["Coastal Discovery"], []))
    vent = named(game, "Shambling Vent")
    awaken(game, vent)
    assert pt(game, vent) == (4, 4)
    animate_vent(game, vent)
    c = game.characteristics(vent)
    assert pt(game, vent) == (2 + 4, 3 + 4)
    assert c.colors == {Color.WHITE, Color.BLACK}
    assert {"Haste", "Lifelink"} <= c.keywords
    assert c.types == {CardType.LAND, CardType.CREATURE} and c.subtypes == {"Elemental"}
    advance_to(game, Step.UPKEEP)          # cleanup of Ana's turn ended the animation (514.2)
    c = game.characteristics(vent)
    assert pt(game, vent) == (4, 4) and c.colors == frozenset() and "Lifelink" not in c.keywords
    assert c.is_creature and "Haste" in c.keywords


def test_613_7_vent_animated_then_awakened_0_0_base_wins() -> None:
    """613.7: animated first (2/3), then awakened (0/0, the later timestamp): the awaken base 0/0 applies last in
    layer 7b, so it is 0/0 plus four counters: 4/4 — but still white and black with lifelink this turn (the
    awaken effect sets no color and adds haste only)."""
    game = position(battlefield=(["Shambling Vent"], []), hand=(["Coastal Discovery"], []))
    vent = named(game, "Shambling Vent")
    animate_vent(game, vent)
    assert pt(game, vent) == (2, 3)
    awaken(game, vent)
    c = game.characteristics(vent)
    assert pt(game, vent) == (4, 4)
    assert c.colors == {Color.WHITE, Color.BLACK} and {"Haste", "Lifelink"} <= c.keywords


def test_613_awakening_the_same_land_twice_adds_the_counters() -> None:
    """702.113a, 613.4c: a second awaken on the same land sets the same 0/0 base again and adds its counters:
    4 + 3 = 7 counters, a 7/7."""
    game = position(battlefield=(["Island"], ["Grizzly Bears"]),
                    hand=(["Coastal Discovery", "Clutch of Currents"], []))
    island = named(game, "Island", Zone.BATTLEFIELD)
    awaken(game, island)
    add_mana(game, ANA, "UUUUU")
    cast(game, "Clutch of Currents", named(game, "Grizzly Bears"), island, choices=AWAKEN)
    resolve(game)
    assert obj(game, island).counters == {"+1/+1": 7}
    assert pt(game, island) == (7, 7)
    assert len(events(game, "awaken")) == 2


# -- locked-in affected sets and "nonland" ----------------------------------------------------------
def test_611_2c_rising_miasma_does_not_shrink_the_land_it_awakens_but_shrinks_an_earlier_one() -> None:
    """611.2c: Rising Miasma's -2/-2 affects the creatures on the battlefield as it resolves; its awaken comes
    afterwards, so that land wasn't a creature then and stays 3/3. A land awakened earlier was a creature, and
    gets -2/-2 (4/4 -> 2/2)."""
    game = position(battlefield=(["Island", "Swamp"], []), hand=(["Coastal Discovery", "Rising Miasma"], []))
    island, swamp = named(game, "Island", Zone.BATTLEFIELD), named(game, "Swamp")
    awaken(game, island)
    awaken(game, swamp, "Rising Miasma", "BBBBBBB")
    assert pt(game, swamp) == (3, 3)
    assert pt(game, island) == (2, 2)


def test_planar_outburst_spares_awakened_and_animated_lands() -> None:
    """Planar Outburst destroys all *nonland* creatures: an awakened land and an animated Shambling Vent are
    land creatures (their layer 4 effects only add types), so they survive; the Bears don't."""
    game = position(battlefield=(["Island", "Plains", "Shambling Vent", "Grizzly Bears"], []),
                    hand=(["Coastal Discovery", "Planar Outburst"], []))
    island, plains = named(game, "Island", Zone.BATTLEFIELD), named(game, "Plains")
    vent = named(game, "Shambling Vent")
    awaken(game, island)
    animate_vent(game, vent)
    awaken(game, plains, "Planar Outburst", "WWWWWWWW")
    assert not ids(game, "Grizzly Bears", Zone.BATTLEFIELD)
    assert pt(game, island) == (4, 4) and pt(game, plains) == (4, 4) and pt(game, vent) == (2, 3)


# -- haste and mana ---------------------------------------------------------------------------------
def test_702_113a_land_played_this_turn_and_awakened_attacks_and_can_tap_for_mana() -> None:
    """302.6, 702.10: a land played this turn and awakened is a creature that came under Ana's control this
    turn; haste lets it attack and lets it use its {T} mana ability."""
    game = position(hand=(["Island", "Coastal Discovery"], []))
    play_land(game, "Island")
    island = named(game, "Island", Zone.BATTLEFIELD)
    assert obj(game, island).sick
    awaken(game, island)
    assert can_attack(game.state, island)
    assert [s.permanent for s in sources(game.state, ANA)] == [island]
    attack(game, island)
    advance_to(game, Step.END_COMBAT)
    assert life(game) == (20, 16)


def test_302_6_an_awakened_land_without_haste_effect_would_be_sick() -> None:
    """302.6 (control): the same land made a creature by Shambling Vent's own ability, which grants no haste,
    can't tap for mana the turn it entered — only haste from awaken allows it."""
    game = position(battlefield=(["Shambling Vent"], []), sick=["Shambling Vent"])
    vent = named(game, "Shambling Vent")
    animate_vent(game, vent)
    assert not [s for s in sources(game.state, ANA) if s.permanent == vent]
    assert not can_attack(game.state, vent)


def test_506_an_attacking_awakened_land_is_tapped_and_cannot_tap_for_mana() -> None:
    """506.4, 508.1f: attacking taps the awakened land (no vigilance), so it can't tap for mana afterwards."""
    game = position(battlefield=(["Forest"], []), hand=(["Coastal Discovery"], []))
    forest = named(game, "Forest")
    awaken(game, forest)
    attack(game, forest)
    assert obj(game, forest).tapped
    assert not [s for s in sources(game.state, ANA) if s.permanent == forest]


# -- Halimar Tidecaller: a static ability that reads current types ----------------------------------
def test_613_halimar_tidecaller_gives_the_awakened_land_flying() -> None:
    """613.1f with 613.1d: "land creatures you control have flying" is applied in layer 6, after the awaken
    effect made the land a creature in layer 4, so the awakened land flies; an ordinary land doesn't, nor does
    Halimar itself (not a land)."""
    game = position(battlefield=(["Halimar Tidecaller", "Island", "Forest"], []), hand=(["Coastal Discovery"], []))
    island = named(game, "Island", Zone.BATTLEFIELD)
    assert "Flying" not in game.characteristics(island).keywords
    awaken(game, island)
    assert "Flying" in game.characteristics(island).keywords
    assert "Flying" not in game.characteristics(named(game, "Forest")).keywords
    assert "Flying" not in game.characteristics(named(game, "Halimar Tidecaller")).keywords


def test_613_halimar_tidecaller_does_not_give_flying_to_an_opponents_land_creature() -> None:
    """"Land creatures *you* control": Bo's awakened land doesn't fly."""
    game = position(battlefield=(["Halimar Tidecaller"], ["Plains"]), hand=([], ["Encircling Fissure"]),
                    active=BO)
    plains = named(game, "Plains")
    add_mana(game, BO, "WWWWW")
    cast(game, "Encircling Fissure", P0, plains, choices=AWAKEN)
    resolve(game)
    assert game.characteristics(plains).is_creature
    assert "Flying" not in game.characteristics(plains).keywords


def test_613_halimar_tidecaller_gives_an_animated_vent_flying_only_while_it_is_a_creature() -> None:
    """The static ability's affected set is worked out again each time (611.3a): the Vent flies while animated,
    and not after the animation ends at cleanup."""
    game = position(battlefield=(["Halimar Tidecaller", "Shambling Vent"], []))
    vent = named(game, "Shambling Vent")
    assert "Flying" not in game.characteristics(vent).keywords
    animate_vent(game, vent)
    assert "Flying" in game.characteristics(vent).keywords
    advance_to(game, Step.UPKEEP)
    assert "Flying" not in game.characteristics(vent).keywords


# -- Chromatic Lantern: a granted mana ability ------------------------------------------------------
def test_613_1f_chromatic_lantern_lets_an_awakened_land_tap_for_any_color() -> None:
    """613.1f, 605.1a: Chromatic Lantern grants lands Ana controls "{T}: Add one mana of any color" — the
    awakened land (still a land) has it beside its own {T}: Add {U}, and can add {R} with it."""
    game = position(battlefield=(["Chromatic Lantern", "Island"], []), hand=(["Coastal Discovery"], []))
    island = named(game, "Island", Zone.BATTLEFIELD)
    awaken(game, island)
    found = mana_abilities(game.state, island)
    assert [(i, a.add) for i, a in found] == [(0, "U"), (GRANTED_BASE, "any")]
    activate_mana(game.state, ANA, island, GRANTED_BASE, "R")
    assert game.state.players[ANA].pool == [0, 0, 0, 1, 0, 0]
    assert obj(game, island).tapped


def test_601_2g_chromatic_lantern_mana_pays_for_a_red_spell() -> None:
    """601.2g: the payment solver uses granted mana abilities: with Lantern out, an Island pays {R} for Shock
    (or the Lantern does; exactly one of them is tapped)."""
    game = position(battlefield=(["Chromatic Lantern", "Island"], ["Grizzly Bears"]), hand=(["Shock"], []))
    cast(game, "Shock", named(game, "Grizzly Bears"))
    resolve(game)
    assert named(game, "Grizzly Bears", Zone.GRAVEYARD)
    island, lantern = named(game, "Island", Zone.BATTLEFIELD), named(game, "Chromatic Lantern")
    assert obj(game, island).tapped != obj(game, lantern).tapped


def test_602_5a_a_land_with_a_printed_and_a_granted_tap_ability_makes_mana_once() -> None:
    """602.5a, 601.2g: the Forest's {T}: Add {G} and the granted {T}: Add one mana of any color both cost {T}:
    the solver uses at most one of them, so Lantern + two Forests make three mana, not five."""
    game = position(battlefield=(["Chromatic Lantern", "Forest", "Forest"], []))
    assert can_pay(game.state, ANA, ManaCost.parse("{1}{W}{W}"))
    assert not can_pay(game.state, ANA, ManaCost.parse("{2}{W}{W}"))
    plan = find_payment(game.state, ANA, ManaCost.parse("{1}{W}{W}"))
    assert plan is not None and len({s.permanent for s in plan}) == 3


def test_605_granted_mana_ability_is_a_priority_action_and_asks_the_color() -> None:
    """605.3a, 106.1b: with explicit mana payment, the granted ability is listed among the priority actions and
    asks which color to add."""
    game = position(battlefield=(["Chromatic Lantern", "Island"], []))
    game.state.auto_mana = False
    island = named(game, "Island", Zone.BATTLEFIELD)
    action = ActivateAbility(ANA, island, GRANTED_BASE)
    assert action in game.legal_actions()
    game.apply(action)
    assert game.decision.kind is DecisionKind.CHOOSE_COLOR and len(game.decision.options) == 5
    choose(game, (island, GRANTED_BASE, "G"))
    assert game.state.players[ANA].pool == [0, 0, 0, 0, 1, 0]
    pass_priority(game)
