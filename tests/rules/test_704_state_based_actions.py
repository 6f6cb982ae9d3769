"""CR 704: state-based actions — checked whenever a player would receive priority (704.3)."""

from __future__ import annotations

from helpers import (
    ANA,
    BO,
    P1,
    advance_to,
    attack,
    block,
    cast,
    changed,
    choose,
    counters,
    events,
    grant,
    named,
    obj,
    pass_priority,
    pool_with,
    position,
    resolve,
)
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone

LORD = """
Test Lord:
  cost: "{1}{W}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - {kind: static, filter: {types: [Creature], another: true}, power: 1, toughness: 1}
    - kind: triggered
      when: {event: dies, who: another, filter: {types: [Creature]}}
      effects: [{do: gain_life, amount: 1}]
"""
LORD_CARDS = pool_with(LORD)
LEGEND = """
Test Legend: {cost: "{1}{G}", types: [Creature], supertypes: [Legendary], subtypes: [Elf], power: 2, toughness: 2}
"""
LEGEND_CARDS = pool_with(LEGEND)


def rules_of(game, kind: str = "zone_change") -> list[str]:  # type: ignore[no-untyped-def]
    return [e.rule for e in events(game, kind)]


def test_704_5a_a_player_with_0_or_less_life_loses() -> None:
    """704.5a: a player with 0 or less life loses the game."""
    game = position(battlefield=(["Mountain"], []), hand=(["Lightning Bolt"], []), life=(20, 3))
    cast(game, "Lightning Bolt", P1)
    resolve(game)
    assert game.state.players[BO].life == 0 and game.state.players[BO].lost
    assert rules_of(game, "lost") == ["704.5a"]


def test_704_5a_and_104_2a_the_last_player_in_the_game_wins() -> None:
    """104.2a: when only one player remains, they win and the game ends at once; 800.4a (objects leave with
    their owner) is about a multiplayer game that goes on, so the final position keeps the loser's cards."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Lightning Bolt"], []), life=(20, 2))
    bears = named(game, "Grizzly Bears")
    cast(game, "Lightning Bolt", P1)
    resolve(game)
    assert game.is_over() and game.decision is None and game.legal_actions() == []
    assert game.outcome().winner == ANA and game.outcome().losers == (BO,)
    assert bears in game.state.battlefield and len(game.state.players[BO].library) == 10


def test_704_5b_drawing_from_an_empty_library_loses_at_the_next_check() -> None:
    """704.5b: a player who attempted to draw from an empty library since the last check loses."""
    game = position(library=(["Island"] * 3, []))
    advance_to(game, Step.DRAW, turn=4)
    assert game.is_over() and game.outcome().winner == ANA
    assert rules_of(game, "lost") == ["704.5b"]


def test_704_5b_an_empty_library_alone_doesnt_lose() -> None:
    """704.5b: only attempting to draw loses; having no library doesn't."""
    game = position(library=([], []))
    pass_priority(game)
    pass_priority(game)
    assert not game.is_over()


def test_704_5f_a_creature_with_toughness_0_is_put_into_the_graveyard() -> None:
    """704.5f: a creature with toughness 0 or less is put into its owner's graveyard (it isn't destroyed)."""
    game = position(battlefield=(["Forest", "Grizzly Bears"], []), hand=(["Giant Growth"], []))
    bears = named(game, "Grizzly Bears")
    counters(game, bears, "-1/-1", 2)
    grant(game, bears, "Indestructible")
    pass_priority(game)
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.GRAVEYARD
    assert rules_of(game) == ["704.5f"]


def test_704_5g_lethal_damage_destroys_a_creature() -> None:
    """704.5g: a creature with damage marked on it at least equal to its toughness is destroyed."""
    game = position(battlefield=(["Mountain", "Mountain"], ["Hill Giant"]), hand=(["Shock", "Shock"], []))
    giant = named(game, "Hill Giant")
    cast(game, "Shock", giant)
    resolve(game)
    assert obj(game, giant).zone is Zone.BATTLEFIELD and obj(game, giant).damage == 2
    cast(game, "Shock", giant)
    resolve(game)
    assert giant not in game.state.objects
    assert "704.5g" in rules_of(game)


def test_704_5g_indestructible_survives_lethal_damage() -> None:
    """702.12b: an indestructible creature isn't destroyed by lethal damage."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Lightning Bolt"], []))
    bears = named(game, "Grizzly Bears")
    grant(game, bears, "Indestructible")
    cast(game, "Lightning Bolt", bears)
    resolve(game)
    assert obj(game, bears).zone is Zone.BATTLEFIELD and obj(game, bears).damage == 3


def test_704_5h_damage_from_a_deathtouch_source_destroys() -> None:
    """704.5h: a creature dealt damage by a source with deathtouch since the last check is destroyed."""
    game = position(battlefield=(["Grizzly Bears"], ["Leatherback Baloth"]))
    bears, baloth = named(game, "Grizzly Bears"), named(game, "Leatherback Baloth")
    grant(game, bears, "Deathtouch")
    attack(game, bears)
    block(game, (baloth, bears))
    advance_to(game, Step.END_COMBAT)
    assert obj(game, named(game, "Leatherback Baloth")).zone is Zone.GRAVEYARD
    assert "704.5h" in rules_of(game)


def test_704_5j_legend_rule() -> None:
    """704.5j: if a player controls two or more legendary permanents with the same name, they choose one and
    the rest go to the graveyard (not destroyed)."""
    game = position(battlefield=(["Forest", "Forest", "Test Legend"], ["Test Legend"]),
                    hand=(["Test Legend"], []), cards=LEGEND_CARDS)
    cast(game, "Test Legend")
    resolve(game)
    choose(game, game.decision.options[0])          # the legend rule asks Ana which to keep
    mine = [o for o in game.state.battlefield
            if obj(game, o).card == "Test Legend" and obj(game, o).controller == ANA]
    assert len(mine) == 1
    assert len([o for o in game.state.battlefield if obj(game, o).card == "Test Legend"]) == 2   # Bo's stays
    assert rules_of(game).count("704.5j") == 1


def test_704_5q_plus_and_minus_counters_annihilate() -> None:
    """704.5q: if a permanent has both +1/+1 and -1/-1 counters, N of each are removed (N = the smaller count)."""
    game = position(battlefield=(["Grizzly Bears"], []))
    bears = named(game, "Grizzly Bears")
    counters(game, bears, "+1/+1", 3)
    counters(game, bears, "-1/-1", 1)
    pass_priority(game)
    assert obj(game, bears).counters == {"+1/+1": 2}
    assert rules_of(game, "annihilate") == ["704.5q"]


def test_704_3_all_applicable_actions_happen_simultaneously() -> None:
    """704.3: all applicable state-based actions are performed at the same time (both creatures die together)."""
    game = position(battlefield=(["Savannah Lions"], ["Grizzly Bears"]))
    lions, bears = named(game, "Savannah Lions"), named(game, "Grizzly Bears")
    obj(game, lions).damage = 1
    obj(game, bears).damage = 2
    changed(game)
    pass_priority(game)
    assert lions not in game.state.objects and bears not in game.state.objects


def test_704_3_checked_before_a_player_receives_priority_not_mid_resolution() -> None:
    """704.3: state-based actions aren't checked while a spell resolves; 0-toughness waits for the check."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Shock"], []))
    cast(game, "Shock", named(game, "Grizzly Bears"))
    resolve(game)
    kinds = [(e.kind, e.rule) for e in game.events]
    assert kinds.index(("zone_change", "608.2n")) < kinds.index(("zone_change", "704.5g"))


def test_704_3_a_creature_kept_alive_by_a_dying_lord_dies_at_the_next_check() -> None:
    """704.3: state-based actions are checked all at once: a creature whose toughness came from a lord that dies
    in this check isn't put into the graveyard until the next check (so the lord doesn't see it die)."""
    game = position(battlefield=(["Test Lord", "Savannah Lions"], []), cards=LORD_CARDS)
    lord, lions = named(game, "Test Lord"), named(game, "Savannah Lions")
    obj(game, lord).damage = 1
    obj(game, lions).damage = 1          # 3/2 with the lord, 2/1 without
    changed(game)
    pass_priority(game)
    assert lord not in game.state.objects and lions not in game.state.objects
    assert events(game, "trigger") == []        # the lord had left when the lions died
    deaths = [e for e in events(game, "zone_change") if e.rule == "704.5g"]
    assert [e.get("object").name for e in deaths] == ["Test Lord", "Savannah Lions"]


def test_704_5j_the_player_chooses_which_legend_to_keep() -> None:
    """704.5j: the choice is the player's: keeping the new one puts the old one into the graveyard."""
    game = position(battlefield=(["Forest", "Forest", "Test Legend"], []), hand=(["Test Legend"], []),
                    cards=LEGEND_CARDS)
    old = named(game, "Test Legend", Zone.BATTLEFIELD)
    cast(game, "Test Legend")
    pass_priority(game)
    pass_priority(game)
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and game.decision.rule == "704.5j"
    new = next(o for o in game.decision.options if o != old)
    choose(game, new)
    assert obj(game, new).zone is Zone.BATTLEFIELD and named(game, "Test Legend", Zone.GRAVEYARD)
