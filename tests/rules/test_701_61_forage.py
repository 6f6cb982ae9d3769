"""CR 701.61 Forage: "Exile three cards from your graveyard or sacrifice a Food" — as a cost (602.2b, 601.2h),
as a cost paid on resolution ("you may forage. If you do, …", 118.12), and the events it makes ("whenever you
forage", "whenever you sacrifice a Food"), with the forage rulings of Bloomburrow (2024-07-26, 2024-11-08).

The cards are defined here so the rule is checked apart from the printed ones.
"""

from __future__ import annotations

import pytest

from helpers import ANA, BO, activate, add_mana, choose, events, ids, named, obj, pool_with, position, resolve
from manastack.rules.forage import can_forage, foods, ways
from manastack.types.actions import ActivateAbility, Choose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone

CARDS = """
Forage Engine:
  cost: "{1}"
  types: [Artifact]
  abilities:
    - kind: activated
      cost: {mana: "{1}", forage: true}
      effects: [{do: draw, amount: 1}]
    - kind: triggered
      when: {event: forage, who: you}
      effects: [{do: gain_life, amount: 1}]
    - kind: triggered
      when: {event: sacrifices, who: you, filter: {subtypes: [Food]}}
      effects: [{do: lose_life, amount: 1, who: opponents}]
Maybe Forager:
  cost: "{G}"
  types: [Creature]
  subtypes: [Squirrel]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: begin_combat}
      effects:
        - {do: pay, cost: {forage: true}}
        - {do: add_counters, what: this, amount: 2, if: paid}
Baked Golem:
  cost: "{2}"
  types: [Artifact, Creature]
  subtypes: [Food, Golem]
  power: 2
  toughness: 2
"""
GRAVE = ["Shock", "Opt", "Murder"]


def _game(battlefield=(), graveyard=(), theirs=(), step: Step = Step.MAIN1, active: int = ANA):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Forage Engine", *battlefield], list(theirs)), graveyard=(list(graveyard), []),
                    step=step, active=active, cards=pool_with(CARDS))
    add_mana(game, ANA, "GG")
    return game


def _engine(game) -> int:  # type: ignore[no-untyped-def]
    return named(game, "Forage Engine")


def _can_activate(game) -> bool:  # type: ignore[no-untyped-def]
    return ActivateAbility(ANA, _engine(game), 0) in game.legal_actions()


# -- 701.61a: the two ways --------------------------------------------------------------------------
def test_701_61a_neither_way_possible_a_forage_cost_cant_be_paid() -> None:
    """701.61a, 601.2h: with fewer than three cards in the graveyard and no Food, the player can't forage, so an
    ability with forage in its cost can't be activated (ruling 2024-07-26)."""
    game = _game(graveyard=["Shock", "Opt"])
    assert not can_forage(game.state, ANA) and not _can_activate(game)


def test_701_61a_three_cards_in_the_graveyard_are_exiled() -> None:
    """701.61a: "Exile three cards from your graveyard" — chosen one at a time; they go to exile."""
    game = _game(graveyard=[*GRAVE, "Fell"])
    assert ways(game.state, ANA) == ("exile",)
    activate(game, _engine(game), 0, choices=[named(game, n) for n in GRAVE])
    assert [obj(game, o).card for o in game.state.players[ANA].graveyard] == ["Fell"]
    assert sorted(obj(game, o).card for o in game.state.exile) == sorted(GRAVE)


def test_701_61a_or_a_food_is_sacrificed() -> None:
    """701.61a: "or sacrifice a Food" — only a Food may be chosen, not another artifact."""
    game = _game(battlefield=["Food", "Sol Ring"])
    activate(game, _engine(game), 0)
    assert ids(game, "Food", Zone.BATTLEFIELD) == [] and ids(game, "Sol Ring", Zone.BATTLEFIELD)


def test_701_61a_with_both_ways_the_player_chooses() -> None:
    """701.61a: the player chooses which to do when both are possible (the forage decision names both)."""
    game = _game(battlefield=["Food"], graveyard=GRAVE)
    game.apply(ActivateAbility(ANA, _engine(game), 0))
    assert game.decision.kind is DecisionKind.FORAGE and game.decision.options == ("exile", "sacrifice")
    choose(game, "sacrifice")                    # the one Food is then the only choice, taken by the engine
    kept = [obj(game, o).card for o in game.state.players[ANA].graveyard]
    assert sorted(kept) == sorted([*GRAVE, "Food"]) and ids(game, "Food", Zone.BATTLEFIELD) == []
    assert game.decision.kind is DecisionKind.TRIGGER_ORDER    # foraged, and sacrificed a Food (603.3b)


def test_701_61a_a_nontoken_food_artifact_counts() -> None:
    """Ruling 2024-11-08: "a Food" means any Food artifact, not only a Food token."""
    game = _game(battlefield=["Baked Golem"])
    assert foods(game.state, ANA) == (named(game, "Baked Golem"),) and _can_activate(game)


def test_701_61a_an_opponents_food_cant_be_sacrificed() -> None:
    """701.61a, 701.21a: a player sacrifices only a Food they control."""
    game = _game(theirs=["Food"])
    assert not can_forage(game.state, ANA)


def test_701_61a_a_wrong_pick_is_refused_and_changes_nothing() -> None:
    """Architecture §1: an illegal answer raises and leaves the game as it was."""
    game = _game(battlefield=["Food"], graveyard=GRAVE)
    game.apply(ActivateAbility(ANA, _engine(game), 0))
    before = game.to_json()
    with pytest.raises(ValueError):
        game.apply(Choose(ANA, "graveyard"))
    assert game.to_json() == before


# -- the events -------------------------------------------------------------------------------------
def test_701_61a_whenever_you_forage_triggers_once_per_forage() -> None:
    """CR 603.2, 701.61a: "whenever you forage" triggers each time the player forages (either way)."""
    game = _game(graveyard=GRAVE)
    activate(game, _engine(game), 0)
    resolve(game)
    assert game.state.players[ANA].life == 21 and len(events(game, "forage")) == 1


def test_701_21a_whenever_you_sacrifice_a_food_triggers_for_a_food_only() -> None:
    """CR 603.2, 701.21a: sacrificing a Food to forage triggers "whenever you sacrifice a Food"; exiling three
    cards instead doesn't."""
    game = _game(battlefield=["Food"])
    activate(game, _engine(game), 0)
    resolve(game)
    assert game.state.players[BO].life == 19
    other = _game(graveyard=GRAVE)
    activate(other, _engine(other), 0)
    resolve(other)
    assert other.state.players[BO].life == 20


# -- 118.12: foraging as the ability resolves -------------------------------------------------------
def test_118_12_you_may_forage_if_you_do() -> None:
    """118.12: "you may forage. If you do, …" — asked as the ability resolves; yes forages and the rest happens."""
    game = _game(battlefield=["Maybe Forager", "Food"], step=Step.MAIN1)
    from helpers import advance_to

    advance_to(game, Step.BEGIN_COMBAT)
    resolve(game, "yes")
    assert game.state.objects[named(game, "Maybe Forager")].counters.get("+1/+1") == 2


def test_118_12_a_forage_that_cant_be_paid_is_not_asked() -> None:
    """118.12 and ruling 2024-07-26: with nothing to forage with, the player isn't asked and nothing happens."""
    game = _game(battlefield=["Maybe Forager"])
    from helpers import advance_to

    advance_to(game, Step.BEGIN_COMBAT)
    resolve(game)
    assert not game.state.objects[named(game, "Maybe Forager")].counters.get("+1/+1")


def test_507_1_at_the_beginning_of_combat_on_your_turn_only() -> None:
    """CR 507.1, 603.2b: "at the beginning of combat on your turn" doesn't trigger in an opponent's combat."""
    game = _game(battlefield=["Maybe Forager", "Food"], active=BO)
    from helpers import advance_to

    advance_to(game, Step.DECLARE_ATTACKERS)
    assert not events(game, "triggered")


def test_603_2c_one_or_more_foods_sacrificed_at_once_trigger_once() -> None:
    """CR 603.2c: "whenever you sacrifice one or more Foods" triggers once when two Foods are sacrificed at the
    same time (Camellia, the Seedmiser); one at a time, it triggers each time."""
    from manastack.rules.keyword_actions import sacrifice
    from manastack.rules.zones import simultaneously

    game = position(battlefield=(["Camellia, the Seedmiser", "Food", "Food", "Food"], []))
    first, second, third = ids(game, "Food", Zone.BATTLEFIELD)
    with simultaneously(game.state):
        sacrifice(game.state, first)
        sacrifice(game.state, second)
    assert len(game.state.triggers) == 1
    sacrifice(game.state, third)
    assert len(game.state.triggers) == 2
