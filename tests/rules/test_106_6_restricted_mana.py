"""CR 106.6: mana whose spending is restricted ("Spend this mana only to cast a creature spell")."""

from __future__ import annotations

from helpers import ANA, cast, counters, named, obj, position, resolve, zone_of
from manastack.observation import observe
from manastack.rules.mana import can_pay, empty_pools
from manastack.types.actions import ActivateAbility, CastSpell
from manastack.types.enums import Zone
from manastack.types.mana import ManaCost


def castable(game, name: str) -> bool:  # type: ignore[no-untyped-def]
    return any(isinstance(a, CastSpell) and obj(game, a.card).card == name for a in game.legal_actions())


def tap_restricted(game, land: str = "Lilypad Village") -> None:  # type: ignore[no-untyped-def]
    """Activate the land's second ability ("{T}: Add {U}. Spend this mana only to cast a creature spell.")."""
    game.apply(ActivateAbility(ANA, named(game, land), 1))


def test_106_6_restricted_mana_stays_in_the_pool_with_its_restriction() -> None:
    """106.6: the mana is added to the pool, and the pool remembers how it may be spent."""
    game = position(battlefield=(["Lilypad Village"], []))
    tap_restricted(game)
    you = game.state.players[ANA]
    assert you.pool == [0, 1, 0, 0, 0, 0]
    assert [letter for letter, _ in you.restricted_mana] == ["U"]
    assert [e.rule for e in game.events if e.kind == "mana"] == ["106.6"]
    assert observe(game.state, ANA)["players"][ANA]["restricted_mana"] == [["U", "spend only to cast a creature spell"]]


def test_106_6_restricted_mana_cant_pay_for_a_noncreature_spell() -> None:
    """106.6: mana restricted to creature spells can't pay for Opt, an instant."""
    game = position(battlefield=(["Lilypad Village"], []), hand=(["Opt", "Pond Prophet"], []))
    tap_restricted(game)
    assert not castable(game, "Opt")
    assert castable(game, "Pond Prophet") is False      # {G/U}{G/U}: one restricted {U} isn't enough
    assert not can_pay(game.state, ANA, ManaCost.parse("{U}"))   # an ability's cost: never restricted mana


def test_106_6_restricted_mana_pays_for_a_creature_spell() -> None:
    """106.6, 601.2h: the restricted {U} pays for Pond Prophet, a creature spell, and leaves the pool."""
    game = position(battlefield=(["Lilypad Village", "Island"], []), hand=(["Pond Prophet"], []))
    tap_restricted(game)
    assert castable(game, "Pond Prophet")
    game.apply(CastSpell(ANA, named(game, "Pond Prophet", Zone.HAND)))
    you = game.state.players[ANA]
    assert you.pool == [0] * 6 and you.restricted_mana == ()
    assert obj(game, named(game, "Island", Zone.BATTLEFIELD)).tapped


def test_106_6_a_payment_spends_unrestricted_mana_where_restricted_mana_cant_go() -> None:
    """106.6, 601.2h: with a restricted {U} in the pool, Opt is paid with the Island's {U}; the restricted
    mana stays in the pool for a creature spell."""
    game = position(battlefield=(["Lilypad Village", "Island"], []), hand=(["Opt"], []))
    tap_restricted(game)
    game.apply(CastSpell(ANA, named(game, "Opt", Zone.HAND)))
    you = game.state.players[ANA]
    assert obj(game, named(game, "Island", Zone.BATTLEFIELD)).tapped
    assert you.pool == [0, 1, 0, 0, 0, 0] and len(you.restricted_mana) == 1


def test_106_6_the_solver_uses_a_restricted_source_only_where_allowed() -> None:
    """106.6, 601.2g: Ally Encampment's "any color, only for an Ally spell" mana isn't offered for Opt, but its
    {C} can't pay {U} either, so Opt can't be cast; Expedition Envoy, an Ally, can."""
    game = position(battlefield=(["Ally Encampment"], []), hand=(["Opt", "Expedition Envoy"], []))
    assert not castable(game, "Opt")
    assert castable(game, "Expedition Envoy")
    game.apply(CastSpell(ANA, named(game, "Expedition Envoy", Zone.HAND)))
    assert [e.rule for e in game.events if e.kind == "mana"] == ["106.6"]


def test_106_6_restricted_mana_empties_from_the_pool() -> None:
    """500.4: restricted mana empties from the pool as steps and phases end, like other mana."""
    game = position(battlefield=(["Lilypad Village"], []))
    tap_restricted(game)
    empty_pools(game.state)
    you = game.state.players[ANA]
    assert you.pool == [0] * 6 and you.restricted_mana == ()


def test_602_5b_activate_only_if_a_creature_of_those_subtypes_entered_this_turn() -> None:
    """602.5b: Lilypad Village's surveil ability may be activated only if a Bird, Frog, Otter or Rat entered the
    battlefield under your control this turn: not before Birds of Paradise enters, and then yes."""
    game = position(battlefield=(["Lilypad Village", "Island", "Forest"], []), hand=(["Birds of Paradise"], []))
    village = named(game, "Lilypad Village")
    assert ActivateAbility(ANA, village, 2) not in game.legal_actions()
    game.apply(CastSpell(ANA, named(game, "Birds of Paradise", Zone.HAND)))
    resolve(game)
    assert ActivateAbility(ANA, village, 2) in game.legal_actions()


def test_602_5b_the_creature_that_entered_may_have_left_since() -> None:
    """602.5b (Lilypad Village's ruling): it doesn't matter what happens to the Bird after it enters; once one
    entered under your control this turn, the ability may be activated, even after it died."""
    game = position(battlefield=(["Lilypad Village", "Island", "Forest", "Mountain"], []),
                    hand=(["Birds of Paradise", "Shock"], []))
    game.apply(CastSpell(ANA, named(game, "Birds of Paradise", Zone.HAND)))
    resolve(game)
    cast(game, "Shock", named(game, "Birds of Paradise"))
    resolve(game)
    assert zone_of(game, "Birds of Paradise") is Zone.GRAVEYARD
    assert ActivateAbility(ANA, named(game, "Lilypad Village"), 2) in game.legal_actions()


def test_602_5b_shrine_of_the_forsaken_gods_needs_seven_lands() -> None:
    """602.5b: "Activate only if you control seven or more lands": with six lands its {C}{C} ability isn't
    offered (its {C} ability is); with seven it is."""
    for islands, offered in ((5, False), (6, True)):
        game = position(battlefield=(["Shrine of the Forsaken Gods"] + ["Island"] * islands, []))
        shrine = named(game, "Shrine of the Forsaken Gods")
        actions = game.legal_actions()
        assert ActivateAbility(ANA, shrine, 0) in actions
        assert (ActivateAbility(ANA, shrine, 1) in actions) is offered


def test_106_6_colorless_spells_only() -> None:
    """106.6, 105.2c: Shrine's {C}{C} (the Islands being tapped) can pay {2} for Blight Herder, a colorless spell,
    but not for Opt, nor for an ability."""
    game = position(battlefield=(["Shrine of the Forsaken Gods"] + ["Island"] * 6, []),
                    hand=(["Opt", "Blight Herder"], []), tapped=["Island"])
    game.apply(ActivateAbility(ANA, named(game, "Shrine of the Forsaken Gods"), 1))
    two = ManaCost.parse("{2}")
    assert can_pay(game.state, ANA, two, spell=named(game, "Blight Herder", Zone.HAND))
    assert not can_pay(game.state, ANA, two, spell=named(game, "Opt", Zone.HAND))
    assert not can_pay(game.state, ANA, two)


def test_106_6_helgas_mana_pays_only_for_big_or_x_creature_spells() -> None:
    """106.6: Helga's mana (two, with a +1/+1 counter) can't pay for Grizzly Bears (mana value 2, no {X});
    107.1b: with power 0 she adds no mana, so her ability isn't offered as a source."""
    game = position(battlefield=(["Helga, Skittish Seer"], []), hand=(["Grizzly Bears"], []))
    helga = named(game, "Helga, Skittish Seer")
    counters(game, helga, "+1/+1", 1)
    assert not castable(game, "Grizzly Bears")
    game = position(battlefield=(["Helga, Skittish Seer"], []))
    helga = named(game, "Helga, Skittish Seer")
    counters(game, helga, "-1/-1", 1)
    assert ActivateAbility(ANA, helga, 0) not in game.legal_actions()


def test_106_6_restricted_mana_survives_a_save() -> None:
    """A saved game with restricted mana in a pool loads with the same restriction (plain data, compared equal)."""
    game = position(battlefield=(["Lilypad Village"], []), hand=(["Opt"], []))
    tap_restricted(game)
    loaded = type(game).from_json(game.to_json())
    assert loaded.state.players[ANA].restricted_mana == game.state.players[ANA].restricted_mana
    assert not castable(loaded, "Opt")
