"""CR 603.2c, 510.2: "whenever one or more Birds you control deal combat damage to a player" (Kastral, the
Windcrested): all the combat damage of one combat damage step is dealt at the same time, one event, so the ability
triggers once for it, however many Birds dealt damage; a first-strike combat damage step is an event of its own
(510.4). CR 122.6: a card put onto the battlefield "with a finality counter on it" enters with it."""

from __future__ import annotations

from helpers import BO, advance_to, attack, block, choose, events, named, obj, position, resolve_top
from manastack.game import Game
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone

KASTRAL = "Kastral, the Windcrested"


def _kastral_triggers(game: Game) -> int:
    return len([e for e in events(game, "triggered") if e.get("source").name == KASTRAL])


def _attack_with(*names: str, blockers: tuple[str, ...] = ()) -> Game:
    game = position(battlefield=([KASTRAL, *names], list(blockers)))
    attack(game, *(named(game, n) for n in (KASTRAL, *names)))
    return game


def test_603_2c_two_birds_dealing_damage_at_once_trigger_it_once() -> None:
    """603.2c, 510.2: Kastral and Seedpod Squire deal combat damage to Bo at the same time: one trigger."""
    game = _attack_with("Seedpod Squire")
    advance_to(game, Step.COMBAT_DAMAGE)
    assert game.state.players[BO].life == 13
    assert _kastral_triggers(game) == 1 and len(game.state.stack) == 1


def test_510_4_each_combat_damage_step_is_an_event_of_its_own() -> None:
    """510.4, 603.2c: Shrike Force (double strike) deals damage in the first-strike step (one trigger), then it and
    Kastral in the second (one more)."""
    game = _attack_with("Shrike Force")
    advance_to(game, Step.COMBAT_DAMAGE)
    assert _kastral_triggers(game) == 1
    choose(game, 2)
    resolve_top(game)
    advance_to(game, Step.END_COMBAT)
    assert _kastral_triggers(game) == 2 and game.state.players[BO].life == 14


def test_603_2_a_non_bird_dealing_damage_does_not_trigger_it() -> None:
    """603.2: Grizzly Bears (not a Bird) deals combat damage to Bo; Kastral, blocked, deals its damage to a
    creature: no trigger."""
    game = position(battlefield=([KASTRAL, "Grizzly Bears"], ["Wind Drake"]))
    attack(game, named(game, KASTRAL), named(game, "Grizzly Bears"))
    block(game, (named(game, "Wind Drake"), named(game, KASTRAL)))
    advance_to(game, Step.END_COMBAT)
    assert game.state.players[BO].life == 18 and _kastral_triggers(game) == 0


def _first_mode(hand: list[str], graveyard: list[str]) -> Game:
    game = position(battlefield=([KASTRAL], []), hand=(hand, []), graveyard=(graveyard, []))
    attack(game, named(game, KASTRAL))
    advance_to(game, Step.COMBAT_DAMAGE)
    assert game.decision is not None and game.decision.kind is DecisionKind.MODE
    choose(game, 0)
    resolve_top(game)
    return game


def test_122_6_a_bird_from_the_graveyard_enters_with_a_finality_counter() -> None:
    """122.6: the first mode offers the Bird creature cards of Ana's hand and graveyard (not Grizzly Bears);
    the chosen one enters with a finality counter."""
    game = _first_mode(["Knightfisher", "Grizzly Bears"], ["Shrike Force"])
    choose(game, "yes")
    assert game.decision is not None
    assert {obj(game, o).card for o in game.decision.options} == {"Knightfisher", "Shrike Force"}
    choose(game, named(game, "Shrike Force"))
    shrike = obj(game, named(game, "Shrike Force"))
    assert shrike.zone is Zone.BATTLEFIELD and shrike.counters == {"finality": 1}


def test_122_1_the_bird_with_a_finality_counter_is_exiled_instead_of_dying() -> None:
    """122.1, 614.1a: the Bird put from Ana's hand with a finality counter would die: it is exiled instead."""
    from manastack.rules.zones import move

    game = _first_mode(["Shrike Force", "Knightfisher"], [])
    choose(game, "yes")
    choose(game, named(game, "Shrike Force"))
    move(game.state, named(game, "Shrike Force"), Zone.GRAVEYARD, rule="704.5g")
    assert obj(game, named(game, "Shrike Force")).zone is Zone.EXILE


def test_118_12_the_first_mode_may_put_nothing() -> None:
    """118.12: "you may": Ana declines, and the Bird stays in her graveyard."""
    game = _first_mode([], ["Shrike Force"])
    choose(game, "no")
    assert obj(game, named(game, "Shrike Force")).zone is Zone.GRAVEYARD
