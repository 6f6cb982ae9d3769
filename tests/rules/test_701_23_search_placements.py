"""CR 701.23a: a card found by a search may be put onto the battlefield tapped, or revealed (701.20a) and put on
top of the library after the shuffle; "untap that land" refers to the card found; "if you control four or more
lands" counts the lands now."""

from __future__ import annotations

from helpers import cast, named, pool_with, position, resolve
from manastack.types.enums import Zone

CARDS = """
Test Find:
  cost: "{G}"
  types: [Sorcery]
  spell:
    effects:
      - {do: search, filter: {types: [Land], supertypes: [Basic]}, to: battlefield, tapped: true, found: found_land}
      - {do: untap, what: found_land, if: "lands_at_least:3"}
Test Top:
  cost: "{G}"
  types: [Sorcery]
  spell:
    effects: [{do: search, filter: {types: [Land], supertypes: [Basic]}, to: top, reveal: true}]
"""


def test_701_23a_onto_the_battlefield_tapped_then_untapped_with_enough_lands():
    """701.23a, 110.5b: the Forest enters tapped; with three lands then, it is untapped."""
    game = position(battlefield=(["Forest", "Plains"], []), hand=(["Test Find"], []),
                    library=(["Island", "Forest"], []), cards=pool_with(CARDS))
    cast(game, "Test Find")
    resolve(game, named(game, "Forest", Zone.LIBRARY))
    found = [o for o in game.state.battlefield if game.state.objects[o].card == "Forest"]
    assert len(found) == 2 and not any(game.state.objects[o].tapped for o in found if o != found[0])


def test_701_23a_tapped_with_too_few_lands():
    """701.23a: with two lands, the condition fails and the Forest stays tapped."""
    game = position(battlefield=(["Forest"], []), hand=(["Test Find"], []), library=(["Forest"], []),
                    cards=pool_with(CARDS))
    cast(game, "Test Find")
    resolve(game, named(game, "Forest", Zone.LIBRARY))
    new = [o for o in game.state.battlefield if game.state.objects[o].card == "Forest"][-1]
    assert game.state.objects[new].tapped


def test_701_20a_revealed_and_put_on_top_after_the_shuffle():
    """701.20a, 701.24a: the card is revealed, the library shuffled, then the card put on top."""
    game = position(battlefield=(["Forest"], []), hand=(["Test Top"], []),
                    library=(["Island", "Island", "Forest", "Island"], []), cards=pool_with(CARDS))
    cast(game, "Test Top")
    forest = named(game, "Forest", Zone.LIBRARY)
    resolve(game, forest)
    assert game.state.players[0].library[0] == forest
    assert any(e.kind == "reveal" for e in game.events)
