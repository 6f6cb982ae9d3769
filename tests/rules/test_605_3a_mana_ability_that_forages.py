"""CR 605.3a, 602.2b, 701.61a, 106.1b: a mana ability whose cost forages and whose mana is "two mana in any
combination of colors" (Thornvault Forager's "{T}, Forage: Add two mana in any combination of colors."): it's
activated by hand, the cost's choices and a color for each mana are made as it's activated, then the cost is paid
and the mana added at once."""

from __future__ import annotations

from helpers import ANA, named, obj, position
from manastack.cards.pool import CardPool
from manastack.cards.render import ability_text
from manastack.game import Game
from manastack.rules.mana import can_pay, sources
from manastack.types.actions import ActivateAbility, Choose
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone
from manastack.types.mana import ManaCost

FORAGE_MANA = 1     # Thornvault Forager's second ability
CARDS = ["Plains", "Swamp", "Mountain"]


def _forager(graveyard: list[str], battlefield: tuple[str, ...] = ()) -> tuple[Game, int]:
    game = position(battlefield=(["Thornvault Forager", *battlefield], []), graveyard=(graveyard, []))
    return game, named(game, "Thornvault Forager")


def test_701_61a_not_offered_without_three_cards_or_a_food() -> None:
    """Ruling on 701.61a: with two cards in the graveyard and no Food, you can't forage, so the ability can't be
    activated; with three it can."""
    game, forager = _forager(CARDS[:2])
    assert ActivateAbility(ANA, forager, FORAGE_MANA) not in game.legal_actions()
    game, forager = _forager(CARDS)
    assert ActivateAbility(ANA, forager, FORAGE_MANA) in game.legal_actions()


def test_605_3a_exiling_three_cards_and_choosing_two_colors() -> None:
    """605.3a, 701.61a, 106.1b: three cards are picked to exile, a color chosen for each mana ({R} then {U});
    then the three are exiled, the Forager is tapped and {U}{R} is in the pool."""
    game, forager = _forager(CARDS)
    game.apply(ActivateAbility(ANA, forager, FORAGE_MANA))
    for _ in CARDS:
        assert game.decision is not None and game.decision.kind is DecisionKind.CHOOSE_OBJECT
        assert game.state.players[ANA].graveyard    # nothing is exiled while the choices are made
        game.apply(Choose(ANA, game.decision.options[0]))
    for color in "RU":
        assert game.decision is not None and game.decision.kind is DecisionKind.CHOOSE_COLOR
        game.apply(Choose(ANA, color))
    assert game.state.players[ANA].graveyard == []
    assert len(game.state.exile) == 3
    assert obj(game, forager).tapped
    assert game.state.players[ANA].pool == [0, 1, 0, 1, 0, 0]


def test_106_1b_both_mana_may_be_one_color_and_a_food_may_pay() -> None:
    """106.1b: "any combination" includes {G}{G}; 701.61a: with a Food and three cards, the way is asked, and the
    Food chosen is sacrificed."""
    game, forager = _forager(CARDS, ("Food",))
    game.apply(ActivateAbility(ANA, forager, FORAGE_MANA))
    assert game.decision is not None and game.decision.kind is DecisionKind.FORAGE
    game.apply(Choose(ANA, "sacrifice"))
    game.apply(Choose(ANA, named(game, "Food")))
    game.apply(Choose(ANA, "G"))
    game.apply(Choose(ANA, "G"))
    assert game.state.players[ANA].pool == [0, 0, 0, 0, 2, 0]
    assert named(game, "Food", Zone.GRAVEYARD)    # sacrificed (a Food card here, not a token)
    assert not game.state.exile


def test_605_3a_a_save_made_mid_activation_resumes_it() -> None:
    """602.2b: the choices made so far are part of the game: saved between two of them, the game resumes there."""
    game, forager = _forager(CARDS)
    game.apply(ActivateAbility(ANA, forager, FORAGE_MANA))
    for _ in CARDS:
        game.apply(Choose(ANA, game.decision.options[0]))   # type: ignore[union-attr]
    game.apply(Choose(ANA, "W"))
    resumed = Game.from_json(game.to_json())
    resumed.apply(Choose(ANA, "B"))
    assert resumed.state.players[ANA].pool == [1, 0, 1, 0, 0, 0]


def test_605_3a_the_payment_solver_doesnt_forage() -> None:
    """The automatic payment never forages (the choices are the player's): the Forager's {G} pays {G}, but {R} can't
    be paid without activating the forage ability by hand first."""
    game, _ = _forager(CARDS)
    assert all(s.ability != FORAGE_MANA for s in sources(game.state, ANA))
    assert can_pay(game.state, ANA, ManaCost.parse("{G}"))
    assert not can_pay(game.state, ANA, ManaCost.parse("{R}"))
    assert named(game, "Plains", Zone.GRAVEYARD)


def test_106_1b_its_text() -> None:
    """106.1b: the ability reads as printed."""
    spec = CardPool.builtin().find("Thornvault Forager").abilities[FORAGE_MANA]
    assert ability_text(spec) == "{T}, Forage: Add two mana in any combination of colors."
