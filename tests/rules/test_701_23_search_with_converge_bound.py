"""CR 701.23, 207.2c: Bring to Light — "search your library for a creature, instant, or sorcery card with mana value
less than or equal to the number of colors of mana spent to cast this spell, exile that card, then shuffle. You may
cast that card without paying its mana cost" (608.2g)."""

from __future__ import annotations

from helpers import cast, choose, ids, position, resolve_top
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _resolving(lands: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(lands, []), hand=(["Bring to Light"], []),
                    library=(["Hill Giant", "Shock", "Grizzly Bears", "Island"], []))
    cast(game, "Bring to Light")
    resolve_top(game)
    return game


def test_207_2c_the_colors_spent_bound_the_mana_value():
    """207.2c, 701.23b: two colors spent: Shock (1) and Grizzly Bears (2) can be found, Hill Giant (4) can't."""
    game = _resolving(["Island", "Forest", "Forest", "Forest", "Forest"])
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_OBJECT
    names = {game.state.objects[o].card for o in decision.options if isinstance(o, int)}
    assert names == {"Shock", "Grizzly Bears"}


def test_608_2g_a_card_not_cast_stays_exiled():
    """Ruling: if Ana doesn't cast the card, it remains exiled."""
    game = _resolving(["Island", "Forest", "Forest", "Forest", "Forest"])
    choose(game, ids(game, "Grizzly Bears", Zone.LIBRARY)[0])
    choose(game, "no")
    assert ids(game, "Grizzly Bears", Zone.EXILE)
