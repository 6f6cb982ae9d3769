"""Doubling counters (CR 614.1a, 122.6): "if you would put one or more counters on a permanent or player, put
twice that many of each of those kinds of counters on that permanent or player instead" (Innkeeper's Talent,
a level-3 ability, 716.2).

A replacement effect (614.1a) of the player who would put the counters: the controller of the spell or ability
putting them, or, for a permanent entering with counters and no player named, that permanent's controller
(122.6; ruling of 2024-07-26). Each such ability doubles once more. The engine puts no counters on players, so
only permanents are doubled here.
"""

from __future__ import annotations

from manastack.cards.schema import Static
from manastack.rules.characteristics import printed_definition
from manastack.rules.class_levels import has_ability
from manastack.rules.events import note, object_ref
from manastack.types.objects import GameObject
from manastack.types.state import GameState

WORD = "double_counters"


def doublings(game: GameState, player: int) -> int:
    """How many "put twice that many" abilities of permanents ``player`` controls apply now."""
    count = 0
    for oid in game.battlefield:
        holder = game.objects[oid]
        if holder.controller != player or holder.face_down or holder.phased_out:
            continue
        count += sum(1 for a in printed_definition(holder).abilities
                     if isinstance(a, Static) and a.replacement == WORD and has_ability(holder, a))
    return count


def doubled(game: GameState, player: int, obj: GameObject, kind: str, n: int) -> int:
    """CR 614.1a: ``n`` counters of ``kind`` that ``player`` would put on ``obj``, after their doublings (``obj``
    may be a permanent still entering the battlefield, not yet among the game's objects: 122.6)."""
    times = doublings(game, player) if n > 0 else 0
    if not times:
        return n
    new = n * 2 ** times
    note(game, "replaced", "614.1a", player=player, objects=(obj.id,), amount=new,
         data=(("variant", "doubled"), ("object", object_ref(game, obj)), ("kind", kind), ("original", n)))
    return new
