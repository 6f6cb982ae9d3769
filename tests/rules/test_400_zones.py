"""CR 400: zones — an object that moves from one zone to another becomes a new object (400.7)."""

from __future__ import annotations

from helpers import ANA, BO, P1, cast, events, grant, ids, named, obj, pass_priority, position, pt, resolve
from manastack.types.enums import Zone


def test_400_7_a_moved_object_is_a_new_object_with_a_new_id() -> None:
    """400.7: an object that moves to another zone becomes a new object with no memory of the old one."""
    game = position(battlefield=(["Island"], ["Grizzly Bears"]), hand=(["Unsummon"], []))
    bears = named(game, "Grizzly Bears")
    obj(game, bears).tapped = True
    obj(game, bears).damage = 1
    cast(game, "Unsummon", bears)
    resolve(game)
    assert bears not in game.state.objects
    new = obj(game, named(game, "Grizzly Bears"))
    assert new.zone is Zone.HAND and new.id != bears
    assert not new.tapped and new.damage == 0 and new.counters == {}


def test_400_7_effects_on_the_old_object_do_not_apply_to_the_new_one() -> None:
    """400.7: a continuous effect from a resolved spell that affected the old object doesn't affect the new one."""
    game = position(battlefield=(["Forest", "Forest", "Forest", "Island"], []),
                    hand=(["Giant Growth", "Unsummon", "Grizzly Bears"], []))
    first = named(game, "Grizzly Bears")
    # put the bears onto the battlefield by casting them
    cast(game, first)
    resolve(game)
    bears = named(game, "Grizzly Bears", Zone.BATTLEFIELD)
    cast(game, "Giant Growth", bears)
    resolve(game)
    assert pt(game, bears) == (5, 5)
    cast(game, "Unsummon", bears)
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.HAND
    assert pt(game, named(game, "Grizzly Bears")) == (2, 2)


def test_400_7_a_spell_targeting_an_object_that_changed_zones_has_an_illegal_target() -> None:
    """400.7, 608.2b: a spell targeting a creature that left the battlefield (even if it came back) loses its target."""
    game = position(battlefield=(["Mountain"], ["Island", "Grizzly Bears"]), hand=(["Shock"], ["Unsummon"]))
    bears = named(game, "Grizzly Bears")
    cast(game, "Shock", bears)
    pass_priority(game)
    cast(game, "Unsummon", bears)       # Bo saves the bears in response
    resolve(game)
    assert [e.rule for e in events(game, "fizzle")] == ["608.2b"]
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.HAND
    assert obj(game, named(game, "Shock")).zone is Zone.GRAVEYARD


def test_400_7_last_known_information_is_kept_for_the_old_object() -> None:
    """400.7, 608.2h: the object that left the battlefield is remembered as it last existed."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Lightning Bolt"], []))
    bears = named(game, "Grizzly Bears")
    cast(game, "Lightning Bolt", bears)
    resolve(game)
    assert game.state.lki[bears].card == "Grizzly Bears"
    assert game.state.lki[bears].zone is Zone.BATTLEFIELD
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.GRAVEYARD


def test_400_3_a_card_goes_to_its_owners_graveyard() -> None:
    """400.3: if an object would go to a graveyard, library or hand, it goes to its owner's."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Shock"], []))
    bears = named(game, "Grizzly Bears")
    obj(game, bears).controller = ANA       # Ana controls Bo's bears
    cast(game, "Shock", bears)
    resolve(game)
    new = named(game, "Grizzly Bears")
    assert new in game.state.players[BO].graveyard and obj(game, new).owner == BO


def test_400_7_counters_and_keywords_are_not_carried_to_the_graveyard() -> None:
    """400.7: a permanent put into a graveyard has none of the counters or abilities granted to it."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Shock"], []))
    bears = named(game, "Grizzly Bears")
    obj(game, bears).counters["+1/+1"] = 1
    grant(game, bears, "Flying")
    assert pt(game, bears) == (3, 3)
    obj(game, bears).damage = 1
    cast(game, "Shock", bears)
    resolve(game)
    dead = obj(game, named(game, "Grizzly Bears"))
    assert dead.zone is Zone.GRAVEYARD and dead.counters == {} and dead.damage == 0
    assert "Flying" not in game.characteristics(dead.id).keywords


def test_400_2_a_player_sees_only_counts_of_the_opponents_hidden_zones() -> None:
    """400.2: library and hand are hidden zones: an observation shows the opponent's as counts only."""
    game = position(hand=(["Shock"], ["Lightning Bolt", "Shock"]), battlefield=([], ["Forest"]))
    seen = str(game.observation(ANA))
    assert "Lightning Bolt" not in seen
    assert len(ids(game, "Shock")) == 2


def test_400_7_player_target_is_unaffected() -> None:
    """400.7 concerns objects: a player target stays the same player (Shock to a player still resolves)."""
    game = position(battlefield=(["Mountain"], []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    resolve(game)
    assert game.state.players[BO].life == 18
