"""CR 702.34a: flashback lets a card be cast from its owner's graveyard for its flashback cost (an alternative
cost, 118.9) — only from there — and a spell cast this way is exiled whenever it would leave the stack."""

from __future__ import annotations

from helpers import ANA, P1, cast, ids, pass_priority, position, resolve
from manastack.game import Game
from manastack.types.actions import CastSpell
from manastack.types.enums import Zone


def _castable(game: Game, zone: Zone) -> bool:
    cards = ids(game, "Ruthless Negotiation", zone, ANA)
    return any(isinstance(a, CastSpell) and a.card in cards for a in game.legal_actions())


def test_702_34a_cast_from_the_graveyard_for_its_flashback_cost_only():
    """702.34a: with four lands Ana can't pay {4}{B}; with five she can; a card in her hand uses its mana cost."""
    four = position(battlefield=(["Swamp"] * 4, []), graveyard=(["Ruthless Negotiation"], []))
    five = position(battlefield=(["Swamp"] * 5, []), graveyard=(["Ruthless Negotiation"], []))
    assert not _castable(four, Zone.GRAVEYARD)
    assert _castable(five, Zone.GRAVEYARD)
    hand = position(battlefield=(["Swamp"], []), hand=(["Ruthless Negotiation"], []))
    assert _castable(hand, Zone.HAND)


def test_702_34a_a_countered_flashback_spell_is_exiled():
    """702.34a: countered, it would go to the graveyard: it's exiled instead."""
    game = position(battlefield=(["Swamp"] * 5, ["Island", "Island"]), graveyard=(["Ruthless Negotiation"], []),
                    hand=([], ["Counterspell"]))
    spell = cast(game, ids(game, "Ruthless Negotiation", Zone.GRAVEYARD)[0], P1)
    pass_priority(game)
    cast(game, "Counterspell", spell)
    resolve(game)
    assert [game.state.objects[o].card for o in game.state.exile] == ["Ruthless Negotiation"]
