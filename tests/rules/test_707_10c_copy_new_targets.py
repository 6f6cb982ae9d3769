"""CR 707.10c: "you may choose new targets for the copy" — only legal changes are offered."""

from __future__ import annotations

from helpers import BO, cast, events, named, position, resolve, resolve_top
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def test_707_10c_no_new_target_is_asked_when_no_legal_change_exists() -> None:
    """707.10c: if there is no legal new target, the copy keeps the original's target (so nothing is asked, and
    the copy, whose only target is gone, doesn't resolve: 608.2b)."""
    game = position(battlefield=(["Forest", "Island", "Island", "Island"], ["Grizzly Bears"]),
                    hand=(["Giant Growth", "Twincast", "Unsummon"], []))
    bears = named(game, "Grizzly Bears")
    growth = cast(game, "Giant Growth", bears)
    cast(game, "Twincast", growth)
    cast(game, "Unsummon", bears)
    resolve_top(game)                                  # Unsummon: the only creature leaves the battlefield
    assert named(game, "Grizzly Bears", owner=BO) and bears not in game.state.objects
    resolve_top(game)                                  # Twincast resolves
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    copy = game.state.objects[game.state.stack[-1]]
    assert copy.is_copy and copy.targets == ((bears,),)
    resolve(game)
    assert [e.rule for e in events(game, "fizzle")] or zone_is(game, "Giant Growth", Zone.GRAVEYARD)


def test_707_10c_only_legal_new_targets_are_offered() -> None:
    """707.10c: a new target must be legal; the one that left the battlefield is not offered."""
    game = position(battlefield=(["Forest", "Island", "Island", "Island"], ["Grizzly Bears", "Savannah Lions"]),
                    hand=(["Giant Growth", "Twincast", "Unsummon"], []))
    bears, lions = named(game, "Grizzly Bears"), named(game, "Savannah Lions")
    growth = cast(game, "Giant Growth", bears)
    cast(game, "Twincast", growth)
    cast(game, "Unsummon", bears)
    resolve_top(game)
    resolve_top(game)
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.rule == "707.10c"
    resolve(game, "yes", lions)
    assert game.state.objects[lions].zone is Zone.BATTLEFIELD


def zone_is(game, name: str, zone: Zone) -> bool:  # type: ignore[no-untyped-def]
    return game.state.objects[named(game, name)].zone is zone
