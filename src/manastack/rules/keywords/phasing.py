"""Phasing (CR 702.26): permanents that phase out are treated as though they don't exist.

702.26b: a phased-out permanent is treated as though it doesn't exist: it can't be targeted (``targets``),
matches no filter ("all creatures", ``filters.matches``), its abilities don't work (``statics``,
``triggers``), it can't attack, block or produce mana, and it is skipped by state-based actions (``sba``).
It stays on the battlefield (it doesn't change zones, and "leaves the battlefield" doesn't trigger) and keeps
its counters, damage, attachments and controller.
702.26g: permanents attached to a permanent that phases out phase out with it, "indirectly"; they phase in
only along with it.
502.1, 702.26a: during each player's untap step, before anything untaps, the permanents that phased out
under that player's control phase in (Perch Protection: "your permanents phase out" — they return during
your next untap step).
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.cards.keywords import CardKeyword
from manastack.rules.events import emit, object_refs
from manastack.rules.keywords.base import Keyword
from manastack.types.state import GameState

INDIRECT = "phased_indirectly"


def phase_out(game: GameState, oids: Iterable[int]) -> list[int]:
    """CR 702.26b, 702.26g: the permanents phase out (directly), with everything attached to them (indirectly)."""
    gone: list[int] = []
    for oid in oids:
        obj = game.objects.get(oid)
        if obj is None or obj.phased_out:
            continue
        obj.phased_out = True
        obj.chosen = {k: v for k, v in (obj.chosen or {}).items() if k != INDIRECT}
        gone.append(oid)
        gone += _indirectly(game, oid)
    if gone:
        emit(game, "phase_out", "702.26b", objects=tuple(gone),
             data=(("objects", object_refs(game, gone)), ("count", len(gone))))
    return gone


def _indirectly(game: GameState, host: int) -> list[int]:
    """CR 702.26g: Auras and Equipment attached to a phasing-out permanent phase out too."""
    found = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.attached_to == host and not obj.phased_out:
            obj.phased_out = True
            obj.chosen = {**(obj.chosen or {}), INDIRECT: True}   # a new dict: clones share the old one
            found.append(oid)
            found += _indirectly(game, oid)
    return found


def phase_in_untap_step(game: GameState, player: int) -> None:
    """CR 502.1, 702.26a: the permanents that phased out directly under ``player``'s control phase in, with
    what phased out indirectly along with them (702.26g)."""
    direct = [o for o in game.battlefield if game.objects[o].phased_out and game.objects[o].controller == player
              and not (game.objects[o].chosen or {}).get(INDIRECT)]
    back: list[int] = []
    for oid in direct:
        back.append(oid)
        back += _attached_phased(game, oid)
    for oid in back:
        obj = game.objects[oid]
        obj.phased_out = False
        obj.chosen = {k: v for k, v in (obj.chosen or {}).items() if k != INDIRECT}
    if back:
        emit(game, "phase_in", "702.26a", player=player, objects=tuple(back),
             data=(("objects", object_refs(game, back)), ("count", len(back))))


def _attached_phased(game: GameState, host: int) -> list[int]:
    found = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.attached_to == host and obj.phased_out and (obj.chosen or {}).get(INDIRECT):
            found.append(oid)
            found += _attached_phased(game, oid)
    return found


KEYWORD = Keyword(CardKeyword(name="phasing", rule="702.26a"), untap_step=phase_in_untap_step)
