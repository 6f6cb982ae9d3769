"""CR 607.2a, 400.7, 205.2a: "cards exiled with Keen-Eyed Curator" are only those its own ability exiled, while
it stays the same object; card types are counted once each (an artifact creature counts as two)."""

from __future__ import annotations

from helpers import activate, named, position, pt, resolve
from manastack.rules.effects.exile import EXILED_WITH
from manastack.rules.zones import move
from manastack.types.enums import Zone


def _curate(graveyard: list[str], times: int | None = None):   # type: ignore[no-untyped-def]
    game = position(battlefield=(["Keen-Eyed Curator"] + ["Forest"] * 6, []), graveyard=([], graveyard))
    for name in graveyard[:times]:
        activate(game, named(game, "Keen-Eyed Curator"), 1, named(game, name, Zone.GRAVEYARD))
        resolve(game)
    return game


def test_205_2a_four_types_make_it_bigger_three_do_not():
    """205.2a: creature, instant, artifact: 3/3; a land added: 7/7."""
    game = _curate(["Grizzly Bears", "Shock", "Sol Ring", "Island"], times=3)
    assert pt(game, named(game, "Keen-Eyed Curator")) == (3, 3)
    activate(game, named(game, "Keen-Eyed Curator"), 1, named(game, "Island", Zone.GRAVEYARD))
    resolve(game)
    assert pt(game, named(game, "Keen-Eyed Curator")) == (7, 7)


def test_205_2a_the_same_type_twice_counts_once():
    """205.2a: two instants and a sorcery and a creature: three types."""
    game = _curate(["Shock", "Lightning Bolt", "Divination", "Grizzly Bears"])
    assert pt(game, named(game, "Keen-Eyed Curator")) == (3, 3)


def test_400_7_a_new_object_has_no_cards_exiled_with_it():
    """400.7, 607.2a: only the Curator whose ability exiled them knows them."""
    game = _curate(["Grizzly Bears"])
    curator = game.state.objects[named(game, "Keen-Eyed Curator")]
    assert len(curator.chosen[EXILED_WITH]) == 1    # type: ignore[arg-type]
    in_hand = move(game.state, curator.id, Zone.HAND)
    assert in_hand is not None
    again = move(game.state, in_hand.id, Zone.BATTLEFIELD)
    assert again is not None and EXILED_WITH not in again.chosen
