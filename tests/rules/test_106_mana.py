"""CR 106, 605, 601.2g–h: mana, mana abilities and the automatic payment solver."""

from __future__ import annotations

from itertools import product

from helpers import (
    ANA,
    BO,
    P1,
    advance_to,
    cast,
    named,
    obj,
    pool_with,
    position,
    resolve,
)
from manastack.rules.mana import INDEX, can_pay, find_payment, pay
from manastack.types.actions import CastSpell
from manastack.types.enums import Step
from manastack.types.mana import ManaCost
from manastack.types.rng import Rng

HYBRID = """
Test Hybrid Bear: {cost: "{1}{R/G}", types: [Creature], subtypes: [Bear], power: 2, toughness: 2}
Test Hybrid Pair: {cost: "{R/G}{G/W}", types: [Creature], subtypes: [Bear], power: 2, toughness: 2}
"""
HYBRID_CARDS = pool_with(HYBRID)
SOURCES = {"Forest": ["G"], "Mountain": ["R"], "Swamp": ["B"], "Island": ["U"], "Plains": ["W"],
           "Birds of Paradise": list("WUBRG"), "Llanowar Elves": ["G"], "Sol Ring": ["CC"]}


def castable(game, name: str) -> bool:  # type: ignore[no-untyped-def]
    return any(isinstance(a, CastSpell) and obj(game, a.card).card == name for a in game.legal_actions())


def test_106_4_605_3a_mana_abilities_add_mana_without_the_stack() -> None:
    """605.3a: a mana ability doesn't use the stack; the mana is added to the pool at once and spent."""
    game = position(battlefield=(["Mountain"], []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    assert [e.rule for e in game.events if e.kind == "mana"] == ["605.3a"]
    assert len(game.state.stack) == 1                    # only Shock
    assert game.state.players[ANA].pool == [0] * 6


def test_106_hybrid_either_color_pays_a_hybrid_symbol() -> None:
    """107.4e: a hybrid mana symbol can be paid with either of its colors."""
    for land in ("Mountain", "Forest"):
        game = position(cards=HYBRID_CARDS, battlefield=([land, "Island"], []), hand=(["Test Hybrid Bear"], []))
        assert castable(game, "Test Hybrid Bear"), land
        cast(game, "Test Hybrid Bear")
        resolve(game)
        assert obj(game, named(game, "Test Hybrid Bear")).zone.value == "battlefield"
    game = position(cards=HYBRID_CARDS, battlefield=(["Plains", "Island"], []), hand=(["Test Hybrid Bear"], []))
    assert not castable(game, "Test Hybrid Bear")


def test_106_two_hybrid_symbols_sharing_a_color_are_paid_without_overdrawing() -> None:
    """107.4e, 601.2h: {R/G}{G/W} paid with a Mountain and a Forest: {R} pays {R/G} and {G} pays {G/W}."""
    for lands in (["Mountain", "Forest"], ["Forest", "Mountain"], ["Plains", "Forest"], ["Forest", "Forest"]):
        game = position(cards=HYBRID_CARDS, battlefield=(lands, []), hand=(["Test Hybrid Pair"], []))
        assert castable(game, "Test Hybrid Pair"), lands
        cast(game, "Test Hybrid Pair")
        assert game.state.players[ANA].pool == [0] * 6, lands
    game = position(cards=HYBRID_CARDS, battlefield=(["Mountain", "Mountain"], []), hand=(["Test Hybrid Pair"], []))
    assert not castable(game, "Test Hybrid Pair")


def test_106_sol_ring_makes_two_colorless_mana() -> None:
    """106.1b, 107.4c: Sol Ring adds {C}{C}: it pays generic costs, and {C}, but not colored symbols."""
    game = position(battlefield=(["Sol Ring", "Mountain"], ["Grizzly Bears"]),
                    hand=(["Searing Spear", "Hill Giant"], []))
    assert can_pay(game.state, ANA, ManaCost.parse("{C}{C}"))
    assert can_pay(game.state, ANA, ManaCost.parse("{2}{R}"))
    assert not can_pay(game.state, ANA, ManaCost.parse("{R}{R}"))
    assert castable(game, "Searing Spear") and not castable(game, "Hill Giant")    # {3}{R}: 3 mana only
    cast(game, "Searing Spear", named(game, "Grizzly Bears"))
    assert obj(game, named(game, "Sol Ring")).tapped
    assert game.state.players[ANA].pool[INDEX["C"]] == 1      # the unused {C} stays until the step ends


def test_106_birds_of_paradise_makes_any_color() -> None:
    """106.1: Birds of Paradise adds one mana of any color: it pays any one colored symbol."""
    for cost in ("{W}", "{U}", "{B}", "{R}", "{G}"):
        game = position(battlefield=(["Birds of Paradise"], []))
        assert can_pay(game.state, ANA, ManaCost.parse(cost)), cost


def test_106_two_birds_pay_two_symbols_of_the_same_color() -> None:
    """601.2g–h: two Birds pay {W}{W}: each adds the white mana the cost needs (none goes negative)."""
    game = position(battlefield=(["Birds of Paradise", "Birds of Paradise", "Island", "Island", "Island"], []),
                    hand=(["Serra Angel"], []))
    assert castable(game, "Serra Angel")
    cast(game, "Serra Angel")
    assert game.state.players[ANA].pool == [0] * 6
    added = ["".join("{" + m + "}" for m in str(e.get("letters"))) for e in game.events if e.kind == "mana"]
    assert sorted(added) == ["{U}"] * 3 + ["{W}"] * 2


def test_302_6_a_summoning_sick_llanowar_elves_cant_tap_for_mana() -> None:
    """302.6: a creature's {T} ability can't be activated unless it has been under its controller's control
    continuously since their most recent turn began."""
    game = position(battlefield=(["Forest"], []), hand=(["Llanowar Elves", "Grizzly Bears"], []))
    cast(game, "Llanowar Elves")
    resolve(game)
    elves = named(game, "Llanowar Elves")
    assert obj(game, elves).sick
    assert not can_pay(game.state, ANA, ManaCost.parse("{G}"))
    assert not castable(game, "Grizzly Bears")
    advance_to(game, Step.MAIN1, turn=5)
    assert can_pay(game.state, ANA, ManaCost.parse("{1}{G}"))
    assert castable(game, "Grizzly Bears")


def test_302_6_summoning_sickness_doesnt_stop_lands_or_artifacts() -> None:
    """302.6 applies to creatures only: a land or Sol Ring that just arrived can tap for mana."""
    game = position(battlefield=(["Mountain"], []), hand=(["Sol Ring", "Forest", "Hill Giant"], []))
    cast(game, "Sol Ring")
    resolve(game)
    from helpers import play_land

    play_land(game, "Forest")
    assert can_pay(game.state, ANA, ManaCost.parse("{2}{G}"))


def test_106_tapped_sources_cant_pay() -> None:
    """106.1, 605.1a: a tapped land can't be tapped again for mana."""
    game = position(battlefield=(["Mountain", "Mountain"], []), tapped=["Mountain"])
    assert not can_pay(game.state, ANA, ManaCost.parse("{1}"))


def test_106_the_opponents_lands_dont_pay_your_costs() -> None:
    """106.4, 605: a player pays with mana abilities of permanents they control."""
    game = position(battlefield=([], ["Mountain"]))
    assert not can_pay(game.state, ANA, ManaCost.parse("{R}"))
    assert can_pay(game.state, BO, ManaCost.parse("{R}"))


# -- the solver finds a payment whenever one exists --------------------------------------------------
def _payable_by_brute_force(letters_per_source: list[list[str]], cost: ManaCost) -> bool:
    """Try every choice of mana from every subset of sources: can the resulting pool pay the cost?"""
    choices = [[None, *opts] for opts in letters_per_source]
    for pick in product(*choices):
        pool = [0] * 6
        for mana in pick:
            for letter in mana or "":
                pool[INDEX[letter]] += 1
        if _pool_pays(pool, cost):
            return True
    return False


def _pool_pays(pool: list[int], cost: ManaCost) -> bool:
    pips = [frozenset(c) for c in cost.colored] + [frozenset("C")] * cost.colorless
    pips += [frozenset(h) for h in cost.hybrid]

    def go(i: int) -> bool:
        if i == len(pips):
            return sum(pool) >= cost.generic
        for letter in pips[i]:
            if pool[INDEX[letter]]:
                pool[INDEX[letter]] -= 1
                if go(i + 1):
                    return True
                pool[INDEX[letter]] += 1
        return False

    return go(0)


def _random_cost(rng: Rng) -> ManaCost:
    parts = [f"{{{rng.below(3)}}}"] if rng.below(2) else []
    for _ in range(rng.below(4)):
        kind = rng.below(6)
        if kind < 4:
            parts.append("{" + "WUBRG"[rng.below(5)] + "}")
        elif kind == 4:
            a, b = rng.below(5), rng.below(4)
            b = b + (b >= a)
            parts.append("{" + "WUBRG"[a] + "/" + "WUBRG"[b] + "}")
        else:
            parts.append("{C}")
    return ManaCost.parse("".join(parts) or "{0}")


def test_601_2g_the_solver_finds_a_payment_whenever_one_exists() -> None:
    """601.2g: the automatic payment finds a way to pay whenever one exists (checked against brute force on
    400 random positions), and paying leaves no mana pool negative."""
    rng = Rng(2024)
    names = sorted(SOURCES)
    for _ in range(400):
        lands = [names[rng.below(len(names))] for _ in range(rng.below(5) + 1)]
        cost = _random_cost(rng)
        game = position(battlefield=(lands, []), record=False)
        expected = _payable_by_brute_force([SOURCES[n] for n in lands], cost)
        found = find_payment(game.state, ANA, cost)
        assert (found is not None) == expected, (lands, cost.render())
        if found is not None:
            assert pay(game.state, ANA, cost, "test") is not None   # the mana spent (601.2h)
            assert min(game.state.players[ANA].pool) >= 0, (lands, cost.render(), game.state.players[ANA].pool)
