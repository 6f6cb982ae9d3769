"""CR 604.3, 613.4a: "power and toughness are each equal to the number of lands you control" (Lumra) is a
characteristic-defining ability: it works in every zone and applies in layer 7a, before pumps (7c)."""

from __future__ import annotations

from helpers import cast, named, play_land, position, pt, resolve
from manastack.types.enums import Zone


def test_604_3_it_works_in_the_graveyard_and_hand_too():
    """604.3 (Lumra's ruling): in Ana's graveyard and hand it counts the lands she controls."""
    game = position(battlefield=(["Forest"] * 3, ["Forest"] * 5), graveyard=(["Lumra, Bellow of the Woods"], []),
                    hand=(["Lumra, Bellow of the Woods"], []))
    assert pt(game, named(game, "Lumra, Bellow of the Woods", Zone.GRAVEYARD)) == (3, 3)
    assert pt(game, named(game, "Lumra, Bellow of the Woods", Zone.HAND)) == (3, 3)


def test_613_4a_it_changes_as_lands_come_and_pumps_apply_after_it():
    """613.4a, 613.4c: a land played raises it; Giant Growth adds +3/+3 on top."""
    game = position(battlefield=(["Forest"] * 2 + ["Lumra, Bellow of the Woods"], []),
                    hand=(["Forest", "Giant Growth"], []))
    lumra = named(game, "Lumra, Bellow of the Woods")
    assert pt(game, lumra) == (2, 2)
    play_land(game, "Forest")
    assert pt(game, lumra) == (3, 3)
    cast(game, "Giant Growth", lumra)
    resolve(game)
    assert pt(game, lumra) == (6, 6)


def test_613_1d_two_creatures_counting_creatures_count_each_other_by_type():
    """613.1d, 613.4a: what a P/T-defining ability counts is settled in layer 4 (types), before any power: two
    Burrowguard Mentors ("equal to the number of creatures you control") each count both and the Bears."""
    game = position(battlefield=(["Burrowguard Mentor", "Burrowguard Mentor", "Grizzly Bears"], []))
    mentors = [oid for oid in game.state.battlefield if game.state.objects[oid].card == "Burrowguard Mentor"]
    assert [pt(game, oid) for oid in mentors] == [(3, 3), (3, 3)]
