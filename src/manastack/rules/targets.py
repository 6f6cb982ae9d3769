"""Targets (CR 115, 601.2c, 608.2b): which objects and players can be chosen, and re-checking them.

Hexproof (702.11), shroud (702.18) and protection (702.16) are checked here, for objects and
for players.
"""

from __future__ import annotations

from manastack.cards.schema import TargetSpec
from manastack.rules.characteristics import chars
from manastack.rules.filters import matches
from manastack.rules.statics import player_keywords
from manastack.types.enums import CardType, Zone
from manastack.types.events import ObjectRef
from manastack.types.objects import GameObject
from manastack.types.state import GameState

PLAYER_BASE = -1000   # player p is written as target id PLAYER_BASE - p, so ids and players never clash


def player_target(pid: int) -> int:
    return PLAYER_BASE - pid


def target_player(tid: int) -> int | None:
    """The player a target id stands for, or None for an object."""
    return PLAYER_BASE - tid if tid <= PLAYER_BASE else None


def candidates(game: GameState, spec: TargetSpec, you: int, source: int | None,
               chosen: tuple[int, ...] = ()) -> list[int]:
    """CR 601.2c: every legal choice for one target, in a deterministic order."""
    found: list[int] = []
    if spec.kind in ("player", "any"):
        found += [player_target(p.id) for p in game.players
                  if p.in_game and _player_fits(spec, p.id, you) and can_target_player(game, p.id, you)]
    if spec.kind in ("object", "any"):
        for oid in _zone_ids(game, spec):
            obj = game.objects[oid]
            if _object_fits(game, spec, obj, you, source):
                found.append(oid)
    if spec.different_controllers and chosen:   # CR 115.1: "controlled by different players"
        taken = {game.objects[t].controller for t in chosen if t in game.objects}
        found = [t for t in found if t not in game.objects or game.objects[t].controller not in taken]
    return [t for t in found if t not in chosen]


def within_total(game: GameState, limit: int, chosen: tuple[int, ...], options: list[int]) -> list[int]:
    """CR 601.2c: "any number of target cards with total mana value 8 or less": a further target is legal only if
    the mana values of all the targets together stay within the limit (202.3)."""
    from manastack.rules.filters import mana_value

    def value(oid: int) -> int:
        return mana_value(game.objects[oid], chars(game, game.objects[oid]))

    used = sum(value(t) for t in chosen if t in game.objects)
    return [o for o in options if used + value(o) <= limit]


def _zone_ids(game: GameState, spec: TargetSpec) -> list[int]:
    if spec.kind == "any":
        return [oid for oid in game.battlefield
                if chars(game, game.objects[oid]).types & {CardType.CREATURE, CardType.PLANESWALKER,
                                                            CardType.BATTLE}]
    zone = Zone(spec.zone)
    if spec.or_spell:      # "target spell or creature": the spells on the stack, then the permanents
        return [*game.stack, *game.battlefield]
    if zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE):
        return list(game.zone_list(zone, 0))
    return [oid for p in game.players for oid in game.zone_list(zone, p.id)]


def _player_fits(spec: TargetSpec, pid: int, you: int) -> bool:
    return spec.player == "any" or (spec.player == "you") == (pid == you)


def _object_fits(game: GameState, spec: TargetSpec, obj: GameObject, you: int, source: int | None) -> bool:
    if obj.phased_out or (obj.id == source and spec.zone == "stack"):
        return False
    if spec.zone == "stack" and obj.is_ability:
        return False   # CR 115.1, 701.6a: "target spell" — abilities on the stack aren't spells
    if spec.or_spell and obj.zone is Zone.STACK:   # "target spell or creature": any spell but this one
        return not obj.is_ability and obj.id != source
    if spec.zone in ("graveyard", "hand") and spec.filter.controller != "any":
        owner_ok = (obj.owner == you) == (spec.filter.controller == "you")
        return owner_ok and matches(game, obj, spec.filter.model_copy(update={"controller": "any"}), you, source)
    if not matches(game, obj, spec.filter, you, source):
        return False
    return obj.zone is not Zone.BATTLEFIELD or can_target_object(game, obj, you)


def can_target_object(game: GameState, obj: GameObject, you: int) -> bool:
    """CR 702.11b, 702.18a, 702.16b: hexproof, shroud and protection from everything stop targeting."""
    words = chars(game, obj).keywords
    if "Shroud" in words or "Protection from everything" in words:
        return False
    return not ("Hexproof" in words and obj.controller != you)


def can_target_player(game: GameState, pid: int, you: int) -> bool:
    """CR 702.11d, 702.16j: a player with hexproof can't be targeted by opponents; protection from everything."""
    words = player_keywords(game, pid)
    if "Shroud" in words or "Protection from everything" in words:
        return False
    return not ("Hexproof" in words and pid != you)


def still_legal(game: GameState, spec: TargetSpec, tid: int, you: int, source: int | None,
                slot: tuple[int, ...] = ()) -> bool:
    """CR 608.2b: on resolution, a target is illegal if it's gone or no longer fits (``slot``: the targets chosen
    with it, for "controlled by different players")."""
    pid = target_player(tid)
    if pid is not None:
        p = game.players[pid]
        return p.in_game and _player_fits(spec, pid, you) and can_target_player(game, pid, you)
    obj = game.objects.get(tid)
    return obj is not None and _object_fits(game, spec, obj, you, source) and _controllers_differ(game, spec, tid,
                                                                                                 slot)


def _controllers_differ(game: GameState, spec: TargetSpec, tid: int, slot: tuple[int, ...]) -> bool:
    """CR 608.2b, 608.2h: targets "controlled by different players" that now share a controller are all illegal;
    a target that has left is read with its last known information."""
    if not spec.different_controllers:
        return True
    from manastack.rules.zones import last_known

    me = last_known(game, tid)
    others = [last_known(game, t) for t in slot if t != tid]
    return me is None or all(o is None or o.controller != me.controller for o in others)


def others_chosen(specs: tuple[TargetSpec, ...], spec: TargetSpec,
                  chosen: list[tuple[int, ...]] | tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """CR 115.1: "other target": what the targets named by ``spec.other_than`` chose can't be chosen for it."""
    if spec.other_than is None:
        return ()
    names = (spec.other_than,) if isinstance(spec.other_than, str) else spec.other_than
    return tuple(t for s, ts in zip(specs, chosen, strict=False) if s.name in names for t in ts)


def announce_targets(game: GameState, obj: GameObject, rule: str) -> None:
    """CR 603.2e: once a spell or ability is on the stack with its targets chosen (601.2c, 602.2b, 603.3d,
    707.10c), each object it targets "becomes the target" of it — an event, once per object; ``first`` says
    whether that object had not yet been targeted this turn by a spell or ability of the same player (valiant,
    CR 207.2c)."""
    from manastack.rules.events import emit, object_ref

    seen: set[int] = set()
    for tid in (t for slot in obj.targets for t in slot):
        if target_player(tid) is not None or tid in seen or tid not in game.objects:
            continue
        seen.add(tid)
        key = (tid, obj.controller)
        first = key not in game.targeted
        if first:
            game.targeted.append(key)
        emit(game, "targeted", rule, player=obj.controller, objects=(tid, obj.id),
             data=(("first", first), ("object", object_ref(game, game.objects[tid])),
                   ("source", ObjectRef(obj.id, obj.source_name or obj.card))))
