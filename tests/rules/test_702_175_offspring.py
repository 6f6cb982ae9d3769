"""CR 702.175 Offspring: the optional additional cost (601.2b, 601.2f–h) and the enters trigger that makes a
1/1 token copy (702.175a), with the rulings of the Bloomburrow offspring cards (2024-07-26).

Positions are set up directly with ``tests/helpers.py``; the cards are defined here (a plain 2/2 with
offspring, and one with a gift too) so the rule is checked apart from any printed card.
"""

from __future__ import annotations

import pytest

from helpers import ANA, BO, add_mana, cast, choose, ids, named, obj, pool_with, position, pt, resolve, resolve_top
from manastack.rules.keywords.gift import is_promised
from manastack.rules.keywords.offspring import was_paid
from manastack.rules.zones import move
from manastack.types.actions import CastSpell
from manastack.types.costs import OffspringPaid
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

CARDS = """
Offspring Pup:
  cost: "{1}{G}"
  types: [Creature]
  subtypes: [Squirrel]
  power: 3
  toughness: 3
  offspring: "{2}"
Gift Pup:
  cost: "{1}{G}"
  types: [Creature]
  subtypes: [Squirrel]
  power: 3
  toughness: 3
  gift: card
  offspring: "{1}"
"""


def _game(hand: str = "Offspring Pup", mana: str = "GGGG"):  # type: ignore[no-untyped-def]
    game = position(hand=([hand, "Murder"], ["Cancel"]), cards=pool_with(CARDS))
    add_mana(game, ANA, mana)
    return game


def _settle(game) -> None:  # type: ignore[no-untyped-def]
    """Resolve everything, answering the order of simultaneous triggers (603.3b) with the first option."""
    resolve(game)
    while game.decision is not None and game.decision.kind is not DecisionKind.PRIORITY:
        choose(game, game.decision.options[0])
        resolve(game)


def _tokens(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.state.battlefield if obj(game, o).token]


# -- 702.175a: the additional cost ------------------------------------------------------------------
def test_702_175a_offspring_is_an_optional_additional_cost_announced_while_casting() -> None:
    """702.175a: "Offspring [cost]" means "You may pay an additional [cost] as you cast this spell" — the caster
    is asked (601.2b), and may decline."""
    game = _game()
    game.apply(CastSpell(ANA, named(game, "Offspring Pup")))
    assert game.decision.kind is DecisionKind.ADDITIONAL_COST
    assert game.decision.options == ("yes", "no") and game.decision.rule == "702.175a"
    choose(game, "no")
    resolve(game)
    assert game.state.players[ANA].pool[4] == 2        # only {1}{G} was paid
    assert _tokens(game) == []


def test_702_175a_the_offspring_cost_is_added_to_the_total_cost() -> None:
    """702.175a, 601.2f: paying offspring adds its cost to the total cost: {1}{G} + {2} takes all four mana."""
    game = _game()
    spell = cast(game, "Offspring Pup", choices=["yes"])
    assert game.state.players[ANA].pool == [0, 0, 0, 0, 0, 0]
    assert any(isinstance(r, OffspringPaid) for r in obj(game, spell).costs)


def test_702_175a_offspring_is_not_offered_when_the_total_cost_cant_be_paid() -> None:
    """601.2f–h: a cost that can't be paid can't be chosen — with three mana only "don't pay" is possible, so
    the engine takes it."""
    game = _game(mana="GGG")
    spell = cast(game, "Offspring Pup")
    assert not was_paid(game.state, obj(game, spell))
    assert game.state.players[ANA].pool[4] == 1


def test_702_175a_paid_the_permanent_makes_a_1_1_token_copy_as_it_enters() -> None:
    """702.175a: "When this permanent enters, if its offspring cost was paid, create a token that's a copy of it,
    except it's 1/1" — the token has the copiable values (707.2) with the 1/1 exception (707.9b)."""
    game = _game()
    cast(game, "Offspring Pup", choices=["yes"])
    resolve(game)
    (token,) = _tokens(game)
    assert obj(game, token).card == "Offspring Pup"
    assert pt(game, token) == (1, 1)
    assert "Squirrel" in game.characteristics(token).subtypes
    (pup,) = [o for o in game.state.battlefield if obj(game, o).card == "Offspring Pup" and not obj(game, o).token]
    assert pt(game, pup) == (3, 3)


def test_702_175a_not_paid_the_ability_does_not_trigger() -> None:
    """702.175a, 603.4: an intervening "if": unpaid, the enters ability doesn't trigger at all."""
    game = _game()
    cast(game, "Offspring Pup", choices=["no"])
    resolve_top(game)
    assert game.state.stack == [] and _tokens(game) == []


def test_702_175a_the_token_copy_does_not_itself_trigger_offspring() -> None:
    """702.175a: the token has offspring too, but its offspring cost wasn't paid (it wasn't cast), so it makes
    no further copy."""
    game = _game()
    cast(game, "Offspring Pup", choices=["yes"])
    resolve(game)
    assert len(_tokens(game)) == 1 and game.state.stack == []
    assert not was_paid(game.state, obj(game, _tokens(game)[0]))


def test_702_175a_countered_no_token() -> None:
    """Ruling 2024-07-26: if the spell is countered, the offspring ability won't trigger, and no token is made."""
    game = _game()
    spell = cast(game, "Offspring Pup", choices=["yes"])
    move(game.state, spell, Zone.GRAVEYARD, rule="701.6a")
    resolve(game)
    assert _tokens(game) == []


def test_702_175a_left_the_battlefield_the_token_is_still_made_from_last_known_information() -> None:
    """Ruling 2024-07-26 (608.2h): if the creature leaves the battlefield before the offspring ability resolves,
    the token copy is still made, as the creature last existed."""
    game = _game()
    cast(game, "Offspring Pup", choices=["yes"])
    resolve_top(game)                        # the creature enters; its offspring ability goes on the stack
    pup = next(o for o in game.state.battlefield if obj(game, o).card == "Offspring Pup")
    move(game.state, pup, Zone.GRAVEYARD, rule="701.8a")
    resolve(game)
    (token,) = _tokens(game)
    assert obj(game, token).card == "Offspring Pup" and pt(game, token) == (1, 1)


def test_702_175a_the_token_copy_of_a_gift_creature_is_not_promised() -> None:
    """702.174b, 702.175a: the gift was promised for the cast creature, not for its token copy (the token was
    neither cast nor promised anything), so only one gift is given."""
    game = _game(hand="Gift Pup", mana="GGG")
    cast(game, "Gift Pup", choices=[BO, "yes"])
    _settle(game)
    (token,) = _tokens(game)
    assert not is_promised(game.state, obj(game, token))
    assert len(game.state.players[BO].hand) == 2      # Cancel, and the one card the gift drew


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_702_175a_the_choice_is_recorded_on_the_spell_as_its_own_record(answer: str) -> None:
    """Architecture §2 and 702.175a: paying offspring is recorded on the spell as its own typed record."""
    game = _game()
    spell = cast(game, "Offspring Pup", choices=[answer])
    assert was_paid(game.state, obj(game, spell)) is (answer == "yes")
    assert len(ids(game, "Offspring Pup", Zone.STACK)) == 1
