"""CR 603.6c, 603.10a, 700.4: "whenever this or another creature you control leaves the battlefield without
dying" (Three Tree Scribe) — to a hand, exile or a library, not to a graveyard."""

from __future__ import annotations

from helpers import P1, cast, events, named, position, resolve


def _triggers(game) -> int:   # type: ignore[no-untyped-def]
    return sum(1 for e in events(game, "triggered") if e.get("source").name == "Three Tree Scribe")


def test_603_6c_returned_to_hand_triggers_it():
    """603.6c: Unsummon on Ana's Bears: the Scribe triggers."""
    game = position(battlefield=(["Three Tree Scribe", "Grizzly Bears", "Island"], []), hand=(["Unsummon"], []))
    cast(game, "Unsummon", named(game, "Grizzly Bears"))
    resolve(game)
    assert _triggers(game) == 1


def test_700_4_dying_does_not_trigger_it():
    """700.4: a creature put into a graveyard from the battlefield dies: no trigger."""
    game = position(battlefield=(["Three Tree Scribe", "Savannah Lions", "Mountain"], []), hand=(["Shock"], []))
    cast(game, "Shock", named(game, "Savannah Lions"))
    resolve(game)
    assert _triggers(game) == 0


def test_603_10a_the_scribe_itself_leaving_looks_back_in_time():
    """603.10a: the Scribe sees itself leave (exiled by Skyskipper-like effects, here returned to hand)."""
    game = position(battlefield=(["Three Tree Scribe", "Island"], []), hand=(["Unsummon"], []))
    cast(game, "Unsummon", named(game, "Three Tree Scribe"))
    resolve(game)
    assert _triggers(game) == 1


def test_603_6c_an_opponents_creature_leaving_does_not_trigger_it():
    """603.6c: "another creature you control": Bo's creature returned doesn't count."""
    game = position(battlefield=(["Three Tree Scribe", "Island"], ["Grizzly Bears"]), hand=(["Unsummon"], []))
    cast(game, "Unsummon", named(game, "Grizzly Bears"))
    resolve(game)
    assert _triggers(game) == 0 and P1
