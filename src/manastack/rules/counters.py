"""Counters (CR 122): putting and removing them."""

from __future__ import annotations

from manastack.rules.continuous import end_while_counter
from manastack.rules.counter_doubling import doubled
from manastack.rules.events import emit, object_ref
from manastack.types.enums import Zone
from manastack.types.state import GameState


def put_counters(game: GameState, oid: int, kind: str, n: int, rule: str = "122.1", by: int | None = None) -> None:
    """CR 122.1: put ``n`` counters of ``kind`` on a permanent; ``by`` is the player putting them (the
    controller of the spell or ability doing it; by default the permanent's controller)."""
    obj = game.objects.get(oid)
    if obj is None or n <= 0 or obj.zone is not Zone.BATTLEFIELD:
        return
    n = doubled(game, obj.controller if by is None else by, obj, kind, n)   # CR 614.1a
    obj.counters[kind] = obj.counters.get(kind, 0) + n
    emit(game, "counters", rule, objects=(oid,), amount=n,
         data=(("kind", kind), ("object", object_ref(game, obj)), ("by", obj.controller if by is None else by)))


def remove_counters(game: GameState, oid: int, kind: str, n: int, rule: str = "122.1") -> None:
    """Remove up to ``n`` counters of ``kind``."""
    obj = game.objects[oid]
    have = obj.counters.get(kind, 0)
    n = min(n, have)
    if n <= 0:
        return
    if have == n:
        del obj.counters[kind]
        end_while_counter(game, oid, kind)
    else:
        obj.counters[kind] = have - n
    emit(game, "counters_removed", rule, objects=(oid,), amount=n,
         data=(("kind", kind), ("object", object_ref(game, obj))))

