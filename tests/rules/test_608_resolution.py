"""CR 608: resolving spells and abilities — illegal targets (608.2b), counterspells (701.6), where the card goes."""

from __future__ import annotations

from helpers import (
    ANA,
    BO,
    P0,
    P1,
    cast,
    events,
    life,
    named,
    obj,
    pass_priority,
    position,
    resolve,
    resolve_top,
)
from manastack.types.enums import Zone


def test_608_2b_a_spell_whose_only_target_is_illegal_doesnt_resolve() -> None:
    """608.2b: if all its targets are illegal, the spell doesn't resolve: none of its effects happen and it
    goes to the graveyard."""
    game = position(battlefield=(["Mountain", "Forest"], ["Island", "Grizzly Bears"]),
                    hand=(["Shock", "Giant Growth"], ["Unsummon"]))
    bears = named(game, "Grizzly Bears")
    cast(game, "Shock", bears)
    pass_priority(game)
    cast(game, "Unsummon", bears)
    resolve(game)
    assert [e.rule for e in events(game, "fizzle")] == ["608.2b"]
    assert not [e for e in events(game, "damage")]
    assert obj(game, named(game, "Shock")).zone is Zone.GRAVEYARD
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.HAND


def test_608_2b_a_target_that_no_longer_fits_is_illegal() -> None:
    """608.2b: a target is illegal if it no longer fits the description (it gained hexproof, for an opponent)."""
    from helpers import grant

    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Shock"], []))
    bears = named(game, "Grizzly Bears")
    cast(game, "Shock", bears)
    grant(game, bears, "Hexproof")
    resolve(game)
    assert [e.rule for e in events(game, "fizzle")] == ["608.2b"]
    assert obj(game, bears).damage == 0


def test_608_2b_a_player_target_that_left_the_game_is_illegal() -> None:
    """608.2b, 800.4a: a player who has left the game is an illegal target (here the game simply ends)."""
    game = position(battlefield=(["Mountain", "Mountain"], []), hand=(["Shock", "Lightning Bolt"], []), life=(20, 3))
    cast(game, "Shock", P1)
    cast(game, "Lightning Bolt", P1)
    resolve(game)
    assert game.is_over() and game.outcome().winner == ANA


def test_405_5_the_stack_resolves_last_in_first_out() -> None:
    """405.5, 608.1: the top object of the stack (the last one put there) resolves first."""
    game = position(battlefield=(["Mountain", "Forest"], ["Grizzly Bears"]), hand=(["Shock", "Giant Growth"], []))
    bears = named(game, "Grizzly Bears")
    cast(game, "Shock", bears)
    cast(game, "Giant Growth", bears)       # on top: resolves first, so the bears survive the Shock
    resolve(game)
    assert obj(game, bears).zone is Zone.BATTLEFIELD and obj(game, bears).damage == 2


def test_608_2n_an_instant_goes_to_its_owners_graveyard_after_resolving() -> None:
    """608.2n: as the final part of an instant's or sorcery's resolution, it's put into its owner's graveyard."""
    game = position(battlefield=(["Island", "Island", "Island"], []), hand=(["Divination"], []))
    cast(game, "Divination")
    resolve(game)
    assert obj(game, named(game, "Divination")).zone is Zone.GRAVEYARD
    assert len(game.state.players[ANA].hand) == 2


def test_608_3_a_permanent_spell_becomes_a_permanent_under_its_controllers_control() -> None:
    """608.3a: a resolving permanent spell enters the battlefield under the control of the spell's controller."""
    game = position(battlefield=(["Forest", "Forest"], []), hand=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = obj(game, named(game, "Grizzly Bears"))
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == ANA
    assert bears.sick                           # 302.6: it came under Ana's control this turn


def test_701_6a_a_countered_spell_goes_to_the_graveyard_and_does_nothing() -> None:
    """701.6a: to counter a spell is to cancel it, removing it from the stack to its owner's graveyard."""
    game = position(battlefield=(["Mountain"], ["Island", "Island"]), hand=(["Lightning Bolt"], ["Counterspell"]))
    bolt = cast(game, "Lightning Bolt", P1)
    pass_priority(game)
    cast(game, "Counterspell", bolt)
    resolve(game)
    assert life(game) == (20, 20)
    assert obj(game, named(game, "Lightning Bolt")).zone is Zone.GRAVEYARD
    assert obj(game, named(game, "Counterspell")).zone is Zone.GRAVEYARD
    assert [e.rule for e in events(game, "zone_change") if e.get("variant") == "countered"] == ["701.6a"]


def test_701_6a_a_countered_creature_spell_never_enters() -> None:
    """701.6a: a countered creature spell goes to the graveyard instead of the battlefield."""
    game = position(battlefield=(["Island", "Island"], ["Forest", "Forest"]),
                    hand=(["Essence Scatter"], ["Grizzly Bears"]), active=BO)
    bears = cast(game, "Grizzly Bears")
    pass_priority(game)
    cast(game, "Essence Scatter", bears)
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.GRAVEYARD
    assert not [e for e in events(game, "zone_change") if e.get("to") is Zone.BATTLEFIELD]


def test_608_2b_countering_the_counterspell_lets_the_spell_resolve() -> None:
    """701.6a, 608.2b: a counterspell that is itself countered does nothing; the original spell resolves."""
    game = position(battlefield=(["Mountain", "Island", "Island"], ["Island", "Island"]),
                    hand=(["Lightning Bolt", "Counterspell"], ["Counterspell"]))
    bolt = cast(game, "Lightning Bolt", P1)
    pass_priority(game)
    theirs = cast(game, "Counterspell", bolt)
    pass_priority(game)
    cast(game, named(game, "Counterspell", Zone.HAND, ANA), theirs)
    resolve(game)
    assert life(game) == (20, 17)


def test_608_2b_a_counterspell_whose_target_already_left_the_stack_doesnt_resolve() -> None:
    """608.2b: a counterspell whose target spell already resolved or was countered has an illegal target."""
    game = position(battlefield=(["Mountain"], ["Island"] * 5),
                    hand=(["Lightning Bolt"], ["Counterspell", "Cancel"]))
    bolt = cast(game, "Lightning Bolt", P0)
    pass_priority(game)
    cast(game, "Cancel", bolt)
    cast(game, "Counterspell", bolt)
    resolve_top(game)                        # Counterspell counters the Bolt
    resolve_top(game)                        # Cancel: its target is gone
    assert [e.rule for e in events(game, "fizzle")] == ["608.2b"]
    assert life(game) == (20, 20)


def test_608_2c_instructions_are_followed_in_order() -> None:
    """608.2c: the controller follows the instructions in the order written (Opt: scry 1, then draw)."""
    game = position(battlefield=(["Island"], []), hand=(["Opt"], []),
                    library=(["Forest", "Mountain"] + ["Island"] * 5, ["Island"] * 5))
    cast(game, "Opt")
    resolve(game, "bottom")
    drawn = [obj(game, c).card for c in game.state.players[ANA].hand]
    assert drawn in (["Mountain"], ["Forest"])
    kinds = [e.kind for e in game.events]
    assert "resolve" in kinds


def test_608_2h_damage_spell_with_a_player_target_reads_the_player() -> None:
    """608.2: Lightning Bolt to a player: the player loses 3 life (120.3a)."""
    game = position(battlefield=([], ["Mountain"]), hand=([], ["Lightning Bolt"]))
    pass_priority(game)
    cast(game, "Lightning Bolt", P0)
    resolve(game)
    assert life(game) == (17, 20)
    assert game.state.players[BO].graveyard
