"""CR 601.2b: an additional cost with two ways to pay it ("As an additional cost to cast this spell, forage or
pay {B}") — the way is announced while casting, only ways payable with the rest of the cost are offered, and a
spell with no payable way can't be cast (601.2h; Feed the Cycle's ruling 2024-07-26)."""

from __future__ import annotations

from helpers import ANA, add_mana, named, position
from manastack.types.actions import CastSpell
from manastack.types.costs import AdditionalCostPaid
from manastack.types.decisions import DecisionKind


def _game(mana: str, battlefield=(), graveyard=()):  # type: ignore[no-untyped-def]
    game = position(battlefield=(list(battlefield), ["Hill Giant"]), hand=(["Feed the Cycle"], []),
                    graveyard=(list(graveyard), []))
    add_mana(game, ANA, mana)
    return game


def _cast(game) -> CastSpell:  # type: ignore[no-untyped-def]
    return CastSpell(ANA, named(game, "Feed the Cycle"))


def test_601_2b_both_ways_payable_the_caster_announces_one() -> None:
    """601.2b: with a Food and {1}{B}{B}, both foraging and paying {B} are offered, before targets."""
    game = _game("BBB", battlefield=["Food"])
    game.apply(_cast(game))
    assert game.decision.kind is DecisionKind.ADDITIONAL_COST
    assert game.decision.options == ("forage", "mana") and game.decision.rule == "601.2b"


def test_601_2b_a_way_that_cant_be_paid_with_the_rest_is_not_offered() -> None:
    """601.2f–h: with only {1}{B}, paying another {B} can't be done, so only foraging is possible."""
    game = _game("BB", battlefield=["Food"])
    game.apply(_cast(game))
    spell = game.state.stack[-1]
    assert AdditionalCostPaid("additional:forage") in game.state.objects[spell].costs


def test_601_2b_no_payable_way_the_spell_cant_be_cast() -> None:
    """601.2h and ruling 2024-07-26: two cards in the graveyard, no Food and only {1}{B}: it can't be cast."""
    game = _game("BB", graveyard=["Shock", "Opt"])
    assert _cast(game) not in game.legal_actions()
