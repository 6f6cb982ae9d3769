"""Bloomburrow rulings of the offspring, forage and Food cards (``cards/data/blb_offspring.yaml``) that need a
position or a card the scenarios don't have: each test names the ruling it plays."""

from __future__ import annotations

from helpers import ANA, add_mana, cast, named, obj, pool_with, position, resolve

SQUIRREL_FOOD = """
Acorn Golem:
  cost: "{2}"
  types: [Artifact, Creature]
  subtypes: [Food, Squirrel]
  power: 1
  toughness: 1
"""


def test_honored_dreyleader_counts_a_squirrel_food_once() -> None:
    """Ruling 2024-07-26: a permanent that is both a Squirrel and a Food counts only once for the enters ability,
    and entering, triggers the last ability only once."""
    game = position(battlefield=(["Acorn Golem", "Forest", "Forest", "Forest"], []),
                    hand=(["Honored Dreyleader", "Acorn Golem"], []), cards=pool_with(SQUIRREL_FOOD))
    cast(game, "Honored Dreyleader")
    resolve(game)
    dreyleader = named(game, "Honored Dreyleader")
    assert obj(game, dreyleader).counters.get("+1/+1") == 1
    add_mana(game, ANA, "CC")
    cast(game, "Acorn Golem")
    resolve(game)
    assert obj(game, dreyleader).counters.get("+1/+1") == 2


def test_pawpatch_recruit_cant_target_the_creature_that_was_targeted() -> None:
    """CR 115.1: "target creature you control other than that creature" — the creature the opponent's spell
    targeted is not among the choices (Pawpatch Recruit itself, here, may be)."""
    from helpers import BO, choose, deciding, ids
    from manastack.types.actions import CastSpell
    from manastack.types.decisions import DecisionKind

    game = position(battlefield=(["Pawpatch Recruit", "Grizzly Bears"], ["Mountain"]), hand=([], ["Shock"]),
                    active=BO)
    bears = named(game, "Grizzly Bears")
    game.apply(CastSpell(BO, named(game, "Shock")))
    choose(game, bears)
    assert game.decision.kind is DecisionKind.TARGET and deciding(game) == ANA
    assert bears not in game.decision.options
    assert ids(game, "Pawpatch Recruit")[0] in game.decision.options


def _overseer_can_activate(game) -> bool:  # type: ignore[no-untyped-def]
    from manastack.types.actions import ActivateAbility

    return ActivateAbility(ANA, named(game, "Bonecache Overseer"), 0) in game.legal_actions()


def test_bonecache_overseer_needs_three_cards_out_of_the_graveyard_or_a_food_sacrificed() -> None:
    """CR 602.5b: "Activate only if three or more cards left your graveyard this turn or if you've sacrificed a
    Food this turn" — not activatable before either happened."""
    game = position(battlefield=(["Bonecache Overseer", "Food"], []), graveyard=(["Shock", "Opt"], []))
    assert not _overseer_can_activate(game)


def test_bonecache_overseer_counts_each_time_a_card_leaves_the_graveyard() -> None:
    """Ruling 2024-07-26: each time a card leaves your graveyard it counts — two cards returned to the hand, one
    discarded again and then exiled make three."""
    from manastack.rules.zones import move
    from manastack.types.enums import Zone

    game = position(battlefield=(["Bonecache Overseer"], []), graveyard=(["Shock", "Opt"], []))
    shock, opt = (named(game, n) for n in ("Shock", "Opt"))
    move(game.state, shock, Zone.HAND)
    move(game.state, opt, Zone.HAND)
    move(game.state, named(game, "Opt"), Zone.GRAVEYARD)
    assert not _overseer_can_activate(game)
    move(game.state, named(game, "Opt"), Zone.EXILE)
    assert _overseer_can_activate(game)


def test_bonecache_overseer_counts_only_this_turn() -> None:
    """CR 602.5b, 500.1: "this turn" — a Food sacrificed last turn no longer counts."""
    from helpers import advance_to
    from manastack.rules.keyword_actions import sacrifice
    from manastack.types.enums import Step

    game = position(battlefield=(["Bonecache Overseer", "Food"], []))
    sacrifice(game.state, named(game, "Food"))
    assert _overseer_can_activate(game)
    advance_to(game, Step.MAIN1, turn=5)
    assert not _overseer_can_activate(game)
